import type * as Watcher from './first-interaction'

async function freshWatcher(): Promise<typeof Watcher> {
  vi.resetModules()
  return import('./first-interaction')
}

it('notes the first interaction once watching has started, and tells who waits or asks later', async () => {
  const { hasInteracted, onFirstInteraction, watchFirstInteraction } = await freshWatcher()
  window.dispatchEvent(new Event('pointerdown'))
  watchFirstInteraction()
  expect(hasInteracted()).toBe(false)
  const waiting = vi.fn()
  const cancelled = vi.fn()
  onFirstInteraction(waiting)
  onFirstInteraction(cancelled)()
  expect(waiting).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('keydown'))
  expect(waiting).toHaveBeenCalledTimes(1)
  expect(cancelled).not.toHaveBeenCalled()
  expect(hasInteracted()).toBe(true)
  const later = vi.fn()
  onFirstInteraction(later)
  expect(later).toHaveBeenCalledTimes(1)
  window.dispatchEvent(new Event('pointerdown'))
  expect(waiting).toHaveBeenCalledTimes(1)
})

it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'])(
  'treats %s on any element as the first interaction',
  async (type) => {
    const { onFirstInteraction } = await freshWatcher()
    const seen = vi.fn()
    onFirstInteraction(seen)
    document.body.dispatchEvent(new Event(type, { bubbles: false }))
    expect(seen).toHaveBeenCalledTimes(1)
  },
)

it('lets a callback subscribe another one while the first interaction is being told', async () => {
  const { onFirstInteraction } = await freshWatcher()
  const inner = vi.fn()
  onFirstInteraction(() => onFirstInteraction(inner))
  window.dispatchEvent(new Event('pointerover'))
  expect(inner).toHaveBeenCalledTimes(1)
})
