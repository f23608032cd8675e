import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { safeHref } from './parse-answer'
import { AnswerContent } from './answer-content'

function renderAnswer(text: string) {
  return render(
    <MemoryRouter>
      <AnswerContent text={text} />
    </MemoryRouter>,
  ).container
}

describe('AnswerContent: structure', () => {
  it('renders paragraphs, bullet and numbered lists', () => {
    const container = renderAnswer(
      'First paragraph.\n\nIntro:\n- one\n- two\n\n1. alpha\n2. beta\n\nLast **bold** line.',
    )
    expect(container.querySelectorAll('p')).toHaveLength(3)
    expect(screen.getAllByRole('list')).toHaveLength(2)
    expect(container.querySelector('ul')?.textContent).toBe('onetwo')
    expect(container.querySelector('ol')?.textContent).toBe('alphabeta')
    expect(screen.getByText('bold').tagName).toBe('STRONG')
  })

  it('links site paths in-app and https pages in a new tab', () => {
    renderAnswer('Please [schedule a call](/schedule-consultation) or see https://example.com/info.')
    const internal = screen.getByRole('link', { name: 'schedule a call' })
    expect(internal).toHaveAttribute('href', '/schedule-consultation')
    expect(internal).not.toHaveAttribute('target')
    const external = screen.getByRole('link', { name: /example\.com\/info/ })
    expect(external).toHaveAttribute('href', 'https://example.com/info')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText(/or see/).textContent).toMatch(/\.$/)
  })
})

describe('AnswerContent: hostile input stays inert', () => {
  it('shows script tags as text and creates no script element', () => {
    const container = renderAnswer('<script>window.hacked = true</script>Hello')
    expect(container.querySelector('script')).toBeNull()
    expect(container.textContent).toContain('<script>window.hacked = true</script>Hello')
    expect('hacked' in window).toBe(false)
  })

  it('does not create elements from event attributes', () => {
    const container = renderAnswer('<img src=x onerror="alert(1)"> <a href="/x" onclick="alert(1)">x</a>')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[onerror], [onclick]')).toBeNull()
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(container.textContent).toContain('onerror="alert(1)"')
  })

  it.each([
    '[click me](javascript:alert(1))',
    '[click me](JavaScript:alert(1))',
    '[click me](data:text/html;base64,PHNjcmlwdD4=)',
    '[click me](http://insecure.example.com)',
    '[click me](//evil.example.com)',
    '[click me](/\\evil.example.com)',
    '[click me](vbscript:msgbox)',
  ])('keeps %s as plain text', (text) => {
    const container = renderAnswer(text)
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(container.textContent).toBe('click me')
  })

  it('never uses raw HTML for lists and paragraphs', () => {
    const container = renderAnswer('- <b onmouseover=alert(1)>x</b>\n\n<iframe src="https://evil.example"></iframe>')
    expect(container.querySelector('b, iframe')).toBeNull()
  })
})

describe('safeHref', () => {
  it.each([
    ['/contact', { href: '/contact', external: false }],
    ['https://example.com/a?b=1', { href: 'https://example.com/a?b=1', external: true }],
    ['https://www.hudsonreinsurance.com/about#team', { href: '/about#team', external: false }],
    ['javascript:alert(1)', null],
    ['http://example.com', null],
    ['//example.com', null],
    ['https://user:pass@example.com', null],
    ['mailto:a@b.c', null],
  ])('%s', (href, expected) => {
    expect(safeHref(href)).toEqual(expected)
  })
})
