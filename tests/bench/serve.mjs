// Starts scripts/preview.mjs on a free-ish port for a benchmark and returns its URL and a stop().
import { spawn } from 'node:child_process'

export async function serve(dir, port) {
  const child = spawn(process.execPath, ['scripts/preview.mjs', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve())
    child.on('exit', (code) => reject(new Error(`preview server exited with ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

export { chromiumOptions } from '../chromium.mjs'
