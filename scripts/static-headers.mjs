// Reads a Netlify/Cloudflare Pages `_headers` file: a path pattern line, then indented
// `Name: value` lines. `*` in a pattern matches any run of characters.
export function parseHeadersFile(text) {
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

export function headersFor(rules, pathname) {
  const out = {}
  for (const { pattern, headers } of rules) {
    const regex = new RegExp(
      `^${pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    )
    if (regex.test(pathname)) Object.assign(out, headers)
  }
  return out
}
