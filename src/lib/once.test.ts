import { describe, expect, it, vi } from 'vitest'
import { once } from './once'

describe('once', () => {
  it('makes nothing until first asked, then returns the same value every time', () => {
    const make = vi.fn(() => ({ id: Math.random() }))
    const get = once(make)
    expect(make).not.toHaveBeenCalled()
    const first = get()
    expect(get()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('keeps a made undefined instead of making it again', () => {
    const make = vi.fn(() => undefined)
    const get = once(make)
    get()
    get()
    expect(make).toHaveBeenCalledTimes(1)
  })
})
