/**
 * The fake project's reading of PostgREST filters: `column=op.value` parameters and the logic
 * trees of `or=(...)` / `and(...)`, for the operators the adapter sends. Anything else throws,
 * so the fake answers it as an unexpected request.
 */
type Row = Record<string, unknown>
export type RowTest = (row: Row) => boolean

/** SQL LIKE (backslash escapes) as a case-insensitive regular expression; `*` is PostgREST's `%`. */
function likeToRegExp(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? ''
    if (c === '\\') source += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    else if (c === '*' || c === '%') source += '[\\s\\S]*'
    else if (c === '_') source += '[\\s\\S]'
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`, 'i')
}

/** A column's value as PostgreSQL would compare it with text. */
function text(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** One condition, `op.value` on a column; `allowed` lists the operators accepted for it. */
export function condition(column: string, opValue: string, allowed: readonly string[]): RowTest {
  const dot = opValue.indexOf('.')
  const op = opValue.slice(0, dot)
  const value = opValue.slice(dot + 1)
  if (dot < 0 || !allowed.includes(op)) throw new Error(`operator ${op} on ${column}`)
  switch (op) {
    case 'eq':
      return (row) => text(row[column]) === value
    case 'lte':
      return (row) => {
        const cell = text(row[column])
        return cell !== null && cell <= value
      }
    case 'ilike': {
      const re = likeToRegExp(value)
      return (row) => re.test(text(row[column]) ?? '\u0000')
    }
    default:
      throw new Error(`operator ${op}`)
  }
}

/** Splits `a,b(c,d),"e,f"` at top-level commas, keeping quoted text whole. */
function splitTop(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < list.length; i++) {
    const c = list[i] ?? ''
    if (quoted && c === '\\') {
      current += c + (list[++i] ?? '')
      continue
    }
    if (c === '"') quoted = !quoted
    else if (!quoted && c === '(') depth++
    else if (!quoted && c === ')') depth--
    if (!quoted && depth === 0 && c === ',') {
      parts.push(current)
      current = ''
    } else current += c
  }
  parts.push(current)
  return parts
}

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value

/** A logic tree such as `(and(or(a.ilike."*x*",b.ilike."*x*")))` over the allowed columns. */
export function logicTree(tree: string, kind: 'or' | 'and', columns: Record<string, readonly string[]>): RowTest {
  if (!tree.startsWith('(') || !tree.endsWith(')')) throw new Error(`logic tree ${tree}`)
  const tests = splitTop(tree.slice(1, -1)).map((item): RowTest => {
    const nested = /^(and|or)(\(.*\))$/.exec(item)
    if (nested) return logicTree(nested[2] ?? '', nested[1] === 'and' ? 'and' : 'or', columns)
    const [column = '', op = '', ...rest] = item.split('.')
    const allowed = columns[column]
    if (!allowed) throw new Error(`column ${column} in a logic tree`)
    return condition(column, `${op}.${unquote(rest.join('.'))}`, allowed)
  })
  return kind === 'and' ? (row) => tests.every((t) => t(row)) : (row) => tests.some((t) => t(row))
}
