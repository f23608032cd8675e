/**
 * zod for the whole app, configured once. zod 4 compiles object parsers with `new Function`
 * when it can; the site's Content-Security-Policy forbids eval, so that probe would be reported
 * as a violation on every page that validates. `jitless` turns the compiler off (the
 * interpreter is plenty fast for forms). Import `z` from here, never from 'zod' directly
 * (ESLint enforces it), so the setting is applied before any schema is built.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }

/**
 * An array read item by item: a corrupt or outdated item is dropped instead of failing the
 * whole list (stored lists must survive one bad record).
 */
export function tolerantArray<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((values) =>
    values.flatMap((value) => {
      const parsed = item.safeParse(value)
      return parsed.success ? [parsed.data] : []
    }),
  )
}
