import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadEnv, type Plugin } from 'vite'

/** The origins the browser may call besides its own: the Supabase project and the chat endpoint. */
export function connectSources(vars: Record<string, string | undefined>): string[] {
  const origins = new Set<string>()
  for (const value of [vars.VITE_SUPABASE_URL, vars.VITE_CHAT_API_URL]) {
    if (!value) continue
    const url = new URL(value)
    origins.add(url.origin)
    if (value === vars.VITE_SUPABASE_URL) origins.add(`wss://${url.host}`)
  }
  return [...origins]
}

/** Fills `%CONNECT_SRC%` in the built `_headers`, so the CSP allows exactly the configured backends. */
export function securityHeaders(): Plugin {
  let outDir = 'dist'
  let publicDir = 'public'
  let mode = 'production'
  return {
    name: 'security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      publicDir = config.publicDir
      mode = config.mode
    },
    async closeBundle() {
      if (this.environment.config.consumer !== 'client') return
      const template = await readFile(join(publicDir, '_headers'), 'utf8').catch(() => undefined)
      if (!template) return
      const sources = connectSources(loadEnv(mode, process.cwd(), 'VITE_'))
      await writeFile(
        join(outDir, '_headers'),
        template.replaceAll('%CONNECT_SRC%', sources.map((s) => ` ${s}`).join('')),
      )
    },
  }
}
