import { isStorableText, storableText } from './storable-text.ts'

describe('storable text', () => {
  it.each([
    ['a NUL character', 'Hi\u0000there'],
    ['a lone high surrogate', 'Broken \ud83d emoji'],
    ['a lone low surrogate', '\ude00 at the start'],
    ['a pair in the wrong order', '\ude00\ud83d'],
  ])('finds %s', (_what, text) => {
    expect(isStorableText(text)).toBe(false)
    expect(isStorableText(storableText(text))).toBe(true)
  })

  it('keeps whole emoji, accents and line breaks', () => {
    const text = 'Café 😀\nline two\ttab'
    expect(isStorableText(text)).toBe(true)
    expect(storableText(text)).toBe(text)
  })

  it('drops NUL and replaces a lone surrogate with U+FFFD', () => {
    expect(storableText('a\u0000b\ud83dc')).toBe('ab\ufffdc')
  })
})
