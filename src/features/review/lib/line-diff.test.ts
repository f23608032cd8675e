import { diffMarkdown, foldUnchanged } from './line-diff'

describe('diffMarkdown', () => {
  it('marks the lines removed and added, keeping the unchanged ones', () => {
    expect(diffMarkdown('One\nTwo\nThree\n', 'One\nTwo, revised\nThree\nFour')).toEqual([
      { kind: 'same', text: 'One' },
      { kind: 'removed', text: 'Two' },
      { kind: 'added', text: 'Two, revised' },
      { kind: 'same', text: 'Three' },
      { kind: 'added', text: 'Four' },
    ])
  })

  it('shows a new post as every line added, and the same text as unchanged', () => {
    expect(diffMarkdown('', '## Title\n\nBody')).toEqual([
      { kind: 'added', text: '## Title' },
      { kind: 'added', text: '' },
      { kind: 'added', text: 'Body' },
    ])
    expect(diffMarkdown('Same', 'Same')).toEqual([{ kind: 'same', text: 'Same' }])
  })
})

describe('foldUnchanged', () => {
  it('keeps two unchanged lines around each change and folds the rest into a count', () => {
    const before = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`).join('\n')
    const after = before.replace('Line 6', 'Line six')
    const rows = foldUnchanged(diffMarkdown(before, after))
    expect(rows).toEqual([
      { kind: 'folded', count: 3 },
      { kind: 'same', text: 'Line 4' },
      { kind: 'same', text: 'Line 5' },
      { kind: 'removed', text: 'Line 6' },
      { kind: 'added', text: 'Line six' },
      { kind: 'same', text: 'Line 7' },
      { kind: 'same', text: 'Line 8' },
      { kind: 'folded', count: 4 },
    ])
  })
})
