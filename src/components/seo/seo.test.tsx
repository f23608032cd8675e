import { render } from '@testing-library/react'
import { headTags, headTagsToHtml } from './head-tags'
import { Seo } from './seo'

const about = { title: 'About', description: 'Who we are.', path: '/about' }

afterEach(() => {
  document.head.querySelectorAll('[data-seo]').forEach((node) => node.remove())
})

it('leaves the served tags in place when they already say what the page says', () => {
  document.head.innerHTML = headTagsToHtml(headTags(about))
  const served = [...document.head.querySelectorAll('[data-seo]')]
  render(<Seo {...about} />)
  expect([...document.head.querySelectorAll('[data-seo]')]).toEqual(served)
  expect(served.every((node) => node.isConnected)).toBe(true)
})

it('replaces the tags when the page says something else', () => {
  document.head.innerHTML = headTagsToHtml(headTags(about))
  const canonical = document.head.querySelector('link[rel="canonical"]')
  render(<Seo {...about} noindex />)
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  expect(canonical?.isConnected).toBe(false)
  expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
  expect(document.title).toContain('About')
})
