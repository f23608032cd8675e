import { holdSubmissions, rememberClicks } from './before-hydration'

afterEach(() => {
  document.body.replaceChildren()
})

describe('rememberClicks', () => {
  it('replays on the same element the last button clicked before hydration', () => {
    document.body.innerHTML = '<button type="button"><span>Menu</span></button>'
    const clicks = rememberClicks()
    document.querySelector('span')!.click()
    const seen = vi.fn()
    document.querySelector('button')!.addEventListener('click', seen)
    clicks.stop()
    expect(seen).not.toHaveBeenCalled()
    clicks.replay()
    expect(seen).toHaveBeenCalledTimes(1)
    clicks.replay()
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('keeps a remembered click from the listeners below the document (a hydrating React) until the replay', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Share</button></div>'
    const root = vi.fn()
    document.getElementById('root')!.addEventListener('click', root)
    const clicks = rememberClicks()
    document.querySelector('button')!.click()
    expect(root).not.toHaveBeenCalled()
    clicks.replay()
    expect(root).toHaveBeenCalledTimes(1)
    document.querySelector('button')!.click() // the app is live: its clicks go through at once
    expect(root).toHaveBeenCalledTimes(2)
  })

  it('leaves clicks after React took over to React, and never replays a link or a submit button', () => {
    document.body.innerHTML =
      '<a href="#x">Link</a><form><button>Send</button></form><button type="button">Chat</button>'
    const seen = vi.fn()
    const clicks = rememberClicks()
    const link = document.querySelector('a')!
    const submit = document.querySelector('form button') as HTMLButtonElement
    submit.form!.addEventListener('submit', (event) => event.preventDefault())
    link.click()
    submit.click()
    clicks.stop()
    document.querySelector<HTMLButtonElement>('button[type="button"]')!.click()
    for (const element of document.querySelectorAll('a, button')) element.addEventListener('click', seen)
    clicks.replay()
    expect(seen).not.toHaveBeenCalled()
  })
})

describe('holdSubmissions', () => {
  const submitEvent = () => new Event('submit', { bubbles: true, cancelable: true })

  it('stops the browser submitting a form before the app is live, then submits it through the app', () => {
    document.body.innerHTML = '<form><input name="email" value="a@example.com"><button>Send</button></form>'
    const form = document.querySelector('form')!
    const release = holdSubmissions()
    const early = submitEvent()
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)

    const handled = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', handled)
    release()
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it('tries again while the form has no handler yet (still hydrating), then stops', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<form><button>Send</button></form>'
    const form = document.querySelector('form')!
    const release = holdSubmissions()
    form.dispatchEvent(submitEvent())
    const seen = vi.fn()
    form.addEventListener('submit', seen)
    release()
    expect(seen).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(250)
    expect(seen).toHaveBeenCalledTimes(3)
    form.addEventListener('submit', (event) => event.preventDefault())
    await vi.advanceTimersByTimeAsync(100)
    expect(seen).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(1000)
    expect(seen).toHaveBeenCalledTimes(4)
    vi.useRealTimers()
  })

  it('submits nothing on release when no form was submitted', () => {
    document.body.innerHTML = '<form><button>Send</button></form>'
    const form = document.querySelector('form')!
    const seen = vi.fn()
    form.addEventListener('submit', seen)
    holdSubmissions()()
    expect(seen).not.toHaveBeenCalled()
  })
})
