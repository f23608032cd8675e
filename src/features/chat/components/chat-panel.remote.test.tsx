/**
 * The remote path (VITE_CHAT_API_URL set) through the real panel, with fetch stubbed. The
 * Playwright build has no chat URL, so this is where the endpoint's wiring is tested.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { chatAnswerLegend } from '@/content/disclosures'
import { currentVisit } from '@/lib/activity/visit'
import { systemPrompt } from '../api/system-prompt'
import { APOLOGY } from '../lib/messages'
import { ChatPanel } from './chat-panel'

vi.mock('@/config/env', () => ({ env: { chatApiUrl: 'https://edge.test/functions/v1/chat', chatModel: 'test/model' } }))
vi.mock('@/lib/activity', () => ({ recordActivity: vi.fn(() => Promise.resolve()) }))

const answer = (content: string, signature?: string) =>
  new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content, signature } }] }))

function setup() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ChatPanel id="chat-panel" open onClose={() => {}} openCount={1} />
    </MemoryRouter>,
  )
  const ask = async (text: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), `${text}{Enter}`)
  }
  return { user, ask }
}

const idle = () =>
  waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled(), { timeout: 5000 })
const bodyOf = (call: Parameters<typeof fetch> | undefined) =>
  JSON.parse(typeof call?.[1]?.body === 'string' ? call[1].body : '') as {
    model: string
    messages: Array<{ role: string; content: string; signature?: string }>
    metadata?: { conversation_id: string; visit_id: string }
  }

describe('ChatPanel with a chat endpoint', () => {
  it('posts the contract payload, shows the cleaned answer and sends earlier turns (signed) next time', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer('<think>reasoning</think>The minimum is **$50,000**.', 'sig-1'))
      .mockResolvedValueOnce(answer('Since 2005.'))
    const { ask } = setup()
    await ask('Minimum?')
    await idle()
    expect(screen.getByText('$50,000').tagName).toBe('STRONG')
    expect(screen.queryByText(/reasoning/)).not.toBeInTheDocument()
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent('The minimum is')

    await ask('Since when?')
    await idle()
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    const [url, init] = fetchSpy.mock.calls[1] ?? []
    expect(url).toBe('https://edge.test/functions/v1/chat')
    expect(new Headers(init?.headers).has('authorization')).toBe(false)
    const first = bodyOf(fetchSpy.mock.calls[0])
    expect(bodyOf(fetchSpy.mock.calls[1])).toEqual({
      model: 'test/model',
      messages: [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: 'Minimum?' },
        { role: 'assistant', content: 'The minimum is **$50,000**.', signature: 'sig-1' },
        { role: 'user', content: 'Since when?' },
      ],
      // One conversation id for the chat session, and the visit's id (as events carry it).
      metadata: { conversation_id: first.metadata?.conversation_id, visit_id: currentVisit().id },
    })
    expect(first.metadata?.conversation_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('says what it is: an AI assistant giving general information, not investment advice', () => {
    setup()
    const dialog = screen.getByRole('dialog', { name: 'Hudson Re AI Assistant' })
    expect(dialog).toHaveAccessibleDescription(/AI assistant giving general information.*not investment advice/)
  })

  it('shows the legend an answer carries apart, under the answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(`Returns vary.\n\n${chatAnswerLegend}`))
    const { ask } = setup()
    await ask('Returns?')
    await idle()
    const list = screen.getByTestId('chat-messages')
    expect(within(list).getByText('Returns vary.').tagName).toBe('P')
    expect(within(list).getByText(chatAnswerLegend)).toHaveAttribute('data-slot', 'answer-legend')
  })

  it('keeps the controls disabled with a spinner until a delayed answer arrives', async () => {
    let resolve: (r: Response) => void = () => {}
    vi.spyOn(globalThis, 'fetch').mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)))
    const { ask } = setup()
    await ask('Minimum?')
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    expect(screen.getByText('The assistant is typing')).toBeInTheDocument()
    resolve(answer('Fifty thousand.'))
    await idle()
    expect(screen.getByText('Fifty thousand.')).toBeInTheDocument()
  })

  it.each([
    ['a 500', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed body', () => Promise.resolve(new Response('{"nope":1}'))],
  ])('shows the apology on %s and the conversation goes on', async (_name, failure) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(failure).mockResolvedValueOnce(answer('Back online.'))
    const { ask } = setup()
    await ask('Minimum?')
    await idle()
    const list = screen.getByTestId('chat-messages')
    expect(within(list).getByText(APOLOGY)).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
    await ask('Again?')
    await idle()
    expect(within(list).getByText('Back online.')).toBeInTheDocument()
  })

  it('sends a pasted question as the transcript can keep it: no NUL, no half emoji', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer('Fifty thousand.'))
    const { user } = setup()
    await user.click(screen.getByRole('textbox', { name: 'Your question' }))
    await user.paste('Minimum?\u0000 \ud83d')
    await user.keyboard('{Enter}')
    await idle()
    expect(bodyOf(fetchSpy.mock.calls[0]).messages.at(-1)).toEqual({ role: 'user', content: 'Minimum? \ufffd' })
    expect(screen.getByText('Fifty thousand.')).toBeInTheDocument()
  })

  it('renders hostile answers as inert text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer('<img src=x onerror=alert(1)> [x](javascript:alert(1))'))
    const { ask } = setup()
    await ask('Hi')
    await idle()
    const list = screen.getByTestId('chat-messages')
    expect(list.querySelector('img, script, a')).toBeNull()
    expect(list).toHaveTextContent('<img src=x onerror=alert(1)>')
  })
})
