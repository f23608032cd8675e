import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { resolveBackendKind } from '../src/config/backend-kind.ts'

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

/**
 * What script-src adds to 'self': a local build runs its database as WebAssembly (PGlite), which
 * needs 'wasm-unsafe-eval' (compiling WebAssembly, never JavaScript eval); a Supabase build nothing.
 */
export function scriptSources(vars: Record<string, string | undefined>): string[] {
  return [...(resolveBackendKind(vars) === 'local' ? ["'wasm-unsafe-eval'"] : []), ...frameSources(vars)]
}

/** Cloudflare Turnstile's origin (its script and its challenge's frame), with a site key only. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** What frame-src adds to 'self': Turnstile's challenge when the build has a site key. */
export function frameSources(vars: Record<string, string | undefined>): string[] {
  return vars.VITE_TURNSTILE_SITE_KEY?.trim() ? [TURNSTILE_ORIGIN] : []
}

/**
 * The origins images may come from besides the site itself: the Supabase project's Storage
 * (uploaded post images, at `<project>/storage/v1/object/public/…`) in a Supabase build; none
 * otherwise.
 */
export function imageSources(vars: Record<string, string | undefined>): string[] {
  if (resolveBackendKind(vars) !== 'supabase' || !vars.VITE_SUPABASE_URL) return []
  return [new URL(vars.VITE_SUPABASE_URL).origin]
}

const asSources = (origins: string[]) => origins.map((origin) => ` ${origin}`).join('')

/**
 * Fills `%CONNECT_SRC%`, `%IMG_SRC%`, `%SCRIPT_SRC%` and `%FRAME_SRC%` in the built `_headers`, so the
 * CSP allows exactly the configured backends, the project's image storage, a local build's
 * WebAssembly and, with a site key, Turnstile.
 */
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
      const vars = loadEnv(mode, process.cwd(), 'VITE_')
      await writeFile(
        join(outDir, '_headers'),
        template
          .replaceAll('%CONNECT_SRC%', asSources(connectSources(vars)))
          .replaceAll('%IMG_SRC%', asSources(imageSources(vars)))
          .replaceAll('%SCRIPT_SRC%', asSources(scriptSources(vars)))
          .replaceAll('%FRAME_SRC%', asSources(frameSources(vars))),
      )
    },
  }
}
