// `npm run preview -- --port P --strictPort`: serves the production build on 127.0.0.1:P the
// way a static host does: prerendered pages, gzip, the headers of `_headers`, and 404.html
// (status 404) for unknown paths, which hydrates into the app's 404 page.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip } from 'node:zlib'
import { parseHeadersFile, headersFor } from './static-headers.mjs'

const args = process.argv.slice(2)
const flag = (name) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const port = Number(flag('--port') ?? process.env.PORT ?? 4173)
const root = resolve(flag('--dir') ?? process.env.OUT_DIR ?? 'dist')
const headerRules = existsSync(join(root, '_headers'))
  ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'))
  : []

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.ics': 'text/calendar',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
}
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
  '.wasm',
  '.data',
])

function resolveFile(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const base = join(root, safe)
  if (!base.startsWith(root)) return undefined
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  if (pathname !== '/' && pathname.endsWith('/') && resolveFile(pathname)) {
    res.writeHead(301, { Location: pathname.slice(0, -1) })
    return res.end()
  }
  const found = resolveFile(pathname)
  const file = found ?? join(root, '404.html')
  const ext = extname(file)
  const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream', ...headersFor(headerRules, pathname) }
  headers['Cache-Control'] ??= pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
  const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  if (gzip) {
    headers['Content-Encoding'] = 'gzip'
    headers.Vary = 'Accept-Encoding'
  }
  res.writeHead(found ? 200 : 404, headers)
  if (req.method === 'HEAD') return res.end()
  // Like nginx's gzip_static: a precompressed sibling (scripts/precompress.mjs) wins.
  const precompressed = gzip && existsSync(`${file}.gz`)
  const stream = createReadStream(precompressed ? `${file}.gz` : file)
  ;(gzip && !precompressed ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res)
})

server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use` : error)
  process.exit(1)
})
server.listen(port, '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${port}`))
