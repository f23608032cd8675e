import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from '@/lib/zod'
import { appKey, createStore } from './storage'

const schema = z.array(z.string())

describe('createStore', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads back what it wrote, under a versioned key', () => {
    const store = createStore({ key: appKey('things'), schema, fallback: () => [] })
    store.update((list) => [...list, 'a'])
    store.update((list) => [...list, 'b'])
    expect(store.key).toBe('hre:v1:things')
    expect(store.read()).toEqual(['a', 'b'])
  })

  it('recovers from a corrupt or outdated value with the fallback', () => {
    const store = createStore({ key: appKey('things'), schema, fallback: () => ['default'] })
    localStorage.setItem(store.key, '{broken')
    expect(store.read()).toEqual(['default'])
    localStorage.setItem(store.key, JSON.stringify({ old: 'shape' }))
    expect(store.read()).toEqual(['default'])
  })

  it('logs a failed write by default, and throws it when strict', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    createStore({ key: appKey('lenient'), schema, fallback: () => [] }).write(['x'])
    expect(log).toHaveBeenCalled()
    const strict = createStore({ key: appKey('strict'), schema, fallback: () => [], strict: true })
    expect(() => strict.write(['x'])).toThrow('quota')
  })
})
