import { attributionFrom, currentVisit, resetVisitForTests, resolveVisit, VISIT_KEY } from './visit'

const landing = (path: string) => new URL(path, 'https://www.example.com')

afterEach(() => {
  sessionStorage.clear()
  resetVisitForTests()
})

describe('attributionFrom', () => {
  it('keeps the utm parameters, the external referrer origin and the landing path', () => {
    const url = landing('/contact?utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=re&utm_content=a')
    expect(attributionFrom(url, 'https://news.example.org/issue/12?x=1')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'fall',
      term: 're',
      content: 'a',
      referrer: 'https://news.example.org',
      landing_page: '/contact',
    })
  })

  it('leaves out what is absent or blank, and a same-site or malformed referrer', () => {
    expect(attributionFrom(landing('/?utm_source=%20%20'), 'https://www.example.com/about')).toEqual({
      landing_page: '/',
    })
    expect(attributionFrom(landing('/blog'), 'not a url')).toEqual({ landing_page: '/blog' })
  })

  it('cuts every value to 200 characters', () => {
    const long = 'x'.repeat(500)
    const attribution = attributionFrom(landing(`/${long}?utm_campaign=${long}`), `https://${'a'.repeat(300)}.com/`)
    for (const value of Object.values(attribution)) expect(value.length).toBeLessThanOrEqual(200)
    expect(attribution.campaign).toBe('x'.repeat(200))
  })
})

describe('currentVisit', () => {
  it('starts a visit once per tab session and keeps its id and first attribution', () => {
    window.history.replaceState(null, '', '/investment?utm_source=google')
    const first = resolveVisit()
    expect(first.isNew).toBe(true)
    expect(first.visit.attribution).toEqual({ source: 'google', landing_page: '/investment' })
    window.history.replaceState(null, '', '/contact')
    const later = resolveVisit()
    expect(later).toEqual({ visit: first.visit, isNew: false })
    expect(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null')).toEqual(first.visit)
  })

  it('starts a new visit when the stored one is corrupt', () => {
    sessionStorage.setItem(VISIT_KEY, '{"id": 5}')
    window.history.replaceState(null, '', '/about')
    const visit = currentVisit()
    expect(visit.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(visit.attribution).toEqual({ landing_page: '/about' })
  })

  it('keeps one id for the page when storage refuses writes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    try {
      expect(currentVisit().id).toBe(currentVisit().id)
    } finally {
      setItem.mockRestore()
    }
  })
})
