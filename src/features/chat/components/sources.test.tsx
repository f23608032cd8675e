import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { ANSWER_LEGEND } from '../../../../supabase/functions/_shared/answer-legend.ts'
import type { ChatMessage } from '../types'
import { MessageList } from './message-list'

const answer: ChatMessage = {
  id: 'a1',
  role: 'assistant',
  content: `We begin with a review of your goals.\n\n${ANSWER_LEGEND}`,
  sources: [
    { title: 'Our Process: Assess and analyze', url: '/process#assess-and-analyze' },
    { title: 'SEC: Accredited investors', url: 'https://www.sec.gov/accredited' },
  ],
}

function Where() {
  const { pathname, hash } = useLocation()
  return <p data-testid="where">{pathname + hash}</p>
}

function renderList(messages: ChatMessage[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <MessageList messages={messages} pending={false} /> },
      {
        path: '/process',
        element: (
          <>
            <Where />
            <h2 id="assess-and-analyze">Assess and analyze</h2>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  )
  return render(<RouterProvider router={router} />)
}

describe('Sources under an answer', () => {
  it('lists the sources as links under the text, before the legend', () => {
    const { container } = renderList([answer])
    const list = screen.getByRole('list', { name: 'Sources' })
    const links = within(list).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/process#assess-and-analyze',
      'https://www.sec.gov/accredited',
    ])
    expect(links[0]).not.toHaveAttribute('target')
    expect(links[1]).toHaveAttribute('target', '_blank')
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(links[1]).toHaveAccessibleName(/^SEC: Accredited investors ?\(opens in a new tab\)$/)
    const slots = [...container.querySelectorAll('[data-slot]')].map((el) => el.getAttribute('data-slot'))
    expect(slots).toEqual(['answer-sources', 'answer-legend'])
  })

  it('shows no Sources for an answer without any', () => {
    renderList([{ id: 'a2', role: 'assistant', content: 'Hello!' }])
    expect(screen.queryByText('Sources')).not.toBeInTheDocument()
  })

  it('opens an in-site source with the router at its section, and focuses the section', async () => {
    renderList([answer])
    await userEvent.click(screen.getByRole('link', { name: 'Our Process: Assess and analyze' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/process#assess-and-analyze')
    const heading = screen.getByRole('heading', { name: 'Assess and analyze' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveAttribute('tabindex', '-1')
  })
})
