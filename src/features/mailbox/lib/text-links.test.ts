import { splitLinks } from './text-links'

const ORIGIN = 'http://localhost:4324'

describe('splitLinks', () => {
  it('keeps plain text as it is', () => {
    expect(splitLinks('Hello,\nno links here.', ORIGIN)).toEqual([{ text: 'Hello,\nno links here.' }])
  })

  it('finds a site path and an address of this site as in-site links', () => {
    expect(splitLinks('Manage it: /manage-booking?token=a.b\nOr http://localhost:4324/x#y.', ORIGIN)).toEqual([
      { text: 'Manage it: ' },
      { href: '/manage-booking?token=a.b', label: '/manage-booking?token=a.b', inSite: '/manage-booking?token=a.b' },
      { text: '\nOr ' },
      { href: 'http://localhost:4324/x#y', label: 'http://localhost:4324/x#y', inSite: '/x#y' },
      { text: '.' },
    ])
  })

  it('leaves another site an outside link, and a slash inside a word text', () => {
    expect(splitLinks('See (https://example.com/a) and and/or.', ORIGIN)).toEqual([
      { text: 'See (' },
      { href: 'https://example.com/a', label: 'https://example.com/a', inSite: null },
      { text: ') and and/or.' },
    ])
  })
})
