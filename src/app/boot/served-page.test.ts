import { markHydrated, readServedPage, servedPageAttributes, type ServedPage } from './served-page'

function rootOf(attributes: string): HTMLElement {
  document.body.innerHTML = `<div id="root" ${attributes}><p>Served</p></div>`
  return document.getElementById('root')!
}

it('reads back what the prerenderer wrote', () => {
  const page: ServedPage = { prerendered: '/about', hydrate: 'intent', modules: ['/assets/a.js', '/assets/b.js'] }
  expect(readServedPage(rootOf(servedPageAttributes(page)))).toEqual(page)
  const fallback: ServedPage = { prerendered: '*', hydrate: 'load', modules: [] }
  expect(readServedPage(rootOf(servedPageAttributes(fallback)))).toEqual(fallback)
})

it('escapes what would end the attribute', () => {
  const page: ServedPage = { prerendered: '/a"b<c&d', hydrate: 'load', modules: [] }
  expect(readServedPage(rootOf(servedPageAttributes(page)))?.prerendered).toBe('/a"b<c&d')
})

it('says nothing for a page that was not prerendered, and loads the app for an unknown mode', () => {
  expect(readServedPage(rootOf(''))).toBeUndefined()
  expect(readServedPage(null)).toBeUndefined()
  expect(readServedPage(rootOf('data-prerendered="/x" data-hydrate="later"'))?.hydrate).toBe('load')
})

it('marks the root once the app is live', () => {
  const root = rootOf('')
  markHydrated(root)
  expect(root).toHaveAttribute('data-hydrated', 'true')
})
