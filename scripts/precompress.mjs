// Writes a `.gz` next to every text file of the build, compressed with Zopfli (valid gzip, ~4%
// smaller than zlib's best), and next to the local backend's WebAssembly and data file (zlib's
// best: Zopfli would take minutes on their 15 MB, which shrink to 5 MB). Static hosts and servers
// serve these as is (nginx `gzip_static`, Caddy `precompressed`, scripts/preview.mjs), so
// visitors download fewer bytes for free.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { gzip, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const dist = process.env.OUT_DIR ?? 'dist'
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest'])
const BINARY = new Set(['.wasm', '.data'])
const zlibGzip = promisify(gzip)

const compress = (file, source) =>
  BINARY.has(extname(file))
    ? zlibGzip(source, { level: constants.Z_BEST_COMPRESSION })
    : gzipAsync(source, { numiterations: 15 })

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (TEXT.has(extname(entry.name)) || BINARY.has(extname(entry.name))) yield path
  }
}

let before = 0
let after = 0
for await (const file of files(dist)) {
  const source = await readFile(file)
  if (source.length < 1024) continue
  const gz = Buffer.from(await compress(file, source))
  before += source.length
  after += gz.length
  await writeFile(`${file}.gz`, gz)
}
console.log(`precompressed ${(before / 1024).toFixed(0)} KB into ${(after / 1024).toFixed(0)} KB of .gz files`)
