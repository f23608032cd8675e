/**
 * Versioned browser storage read through zod: a missing, corrupt or outdated value yields the
 * fallback instead of crashing the page. Every key the app owns is `hre:v<version>:<name>`
 * (`appKey`); the records named in docs/product.md §3 (`userActivities`, `formSubmissions`) pass
 * their plain names as `key`.
 */
import type { z } from 'zod'

const APP_STORAGE_PREFIX = 'hre'

/** Pure, so the bundler drops a key that nothing reads (a Supabase build's local-backend keys). */
/* @__NO_SIDE_EFFECTS__ */
export function appKey(name: string, version = 1): string {
  return `${APP_STORAGE_PREFIX}:v${version}:${name}`
}

type StorageKind = 'local' | 'session'

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return undefined // storage disabled (privacy mode, sandboxed frame) or server render
  }
}

export interface Store<T> {
  read(): T
  write(value: T): void
  update(change: (current: T) => T): T
  clear(): void
  readonly key: string
}

export function createStore<S extends z.ZodType>(options: {
  key: string
  schema: S
  fallback: () => z.infer<S>
  kind?: StorageKind
  /** Throw when a write fails (storage full or disabled) instead of logging it: for data that must not be lost silently. */
  strict?: boolean
  /**
   * Reuse the last parsed value while the stored text is unchanged (large tables read on every
   * query). Callers must then treat what `read()` returns as immutable.
   */
  memo?: boolean
}): Store<z.infer<S>> {
  const { key, schema, fallback, kind = 'local', strict = false, memo = false } = options
  let last: { raw: string; value: z.infer<S> } | undefined
  const parse = (raw: string): z.infer<S> => {
    try {
      const parsed = schema.safeParse(JSON.parse(raw))
      return parsed.success ? parsed.data : fallback()
    } catch {
      return fallback()
    }
  }
  const store: Store<z.infer<S>> = {
    key,
    read() {
      const raw = area(kind)?.getItem(key)
      if (raw == null) return fallback()
      if (!memo) return parse(raw)
      if (last?.raw !== raw) last = { raw, value: parse(raw) }
      return last.value
    },
    write(value) {
      try {
        const storage = area(kind)
        if (!storage) throw new Error(`${kind} storage is unavailable`)
        storage.setItem(key, JSON.stringify(value))
      } catch (error) {
        if (strict) throw error
        console.error(`Could not write ${key} to ${kind} storage`, error)
      }
    },
    update(change) {
      const next = change(store.read())
      store.write(next)
      return next
    },
    clear() {
      area(kind)?.removeItem(key)
    },
  }
  return store
}
