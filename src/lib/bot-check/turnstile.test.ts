/**
 * The widget's part, with a stand-in for Cloudflare's script (window.turnstile): rendered in the
 * sending form's slot, with the site key and the form's action, executed, then removed; a failed,
 * timed-out or never-answered challenge rejects.
 */
vi.mock('./site-key', () => ({ TURNSTILE_SITE_KEY: '1x00000000000000000000AA', botCheckOn: true }))

import { solveChallenge } from './turnstile'

type Options = Record<string, unknown> & { callback: (token: string) => void; 'error-callback': () => void }

function fakeTurnstile(answer: (options: Options) => void) {
  const rendered: { container: HTMLElement; options: Options }[] = []
  const api = {
    render: vi.fn((container: HTMLElement, options: Options) => {
      rendered.push({ container, options })
      return 'widget-1'
    }),
    execute: vi.fn(() => answer(rendered.at(-1)!.options)),
    remove: vi.fn(),
  }
  window.turnstile = api
  return { api, rendered }
}

afterEach(() => {
  delete window.turnstile
  document.body.innerHTML = ''
})

describe('solveChallenge', () => {
  it('renders in the focused form’s slot, with the key and the action, and answers the token', async () => {
    document.body.innerHTML = '<form><input id="name"><div data-slot="bot-check"></div></form>'
    document.getElementById('name')!.focus()
    const { api, rendered } = fakeTurnstile((options) => options.callback('token-1'))
    await expect(solveChallenge('contact_form')).resolves.toBe('token-1')
    expect(rendered[0]?.container.dataset.slot).toBe('bot-check')
    expect(rendered[0]?.options).toMatchObject({
      sitekey: '1x00000000000000000000AA',
      action: 'contact_form',
      execution: 'execute',
      appearance: 'interaction-only',
    })
    expect(api.remove).toHaveBeenCalledWith('widget-1')
  })

  it('with no form focused (the outbox sending later), in a container of its own', async () => {
    const { rendered } = fakeTurnstile((options) => options.callback('token-2'))
    await solveChallenge('newsletter')
    expect(rendered[0]?.container.id).toBe('bot-check-challenge')
  })

  it('a failed challenge rejects', async () => {
    const { api } = fakeTurnstile((options) => options['error-callback']())
    await expect(solveChallenge('contact_form')).rejects.toThrow('The challenge failed')
    expect(api.remove).toHaveBeenCalled()
  })

  it('a challenge that never ends times out', async () => {
    fakeTurnstile(() => {})
    await expect(solveChallenge('contact_form', 20)).rejects.toThrow('The challenge timed out')
  })
})
