import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { connectSources, frameSources, imageSources, scriptSources } from './vite-plugin-headers'
import { headersFor, parseHeadersFile } from './static-headers.mjs'

describe('_headers', () => {
  const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'))

  it('gives every page a CSP without inline scripts that forbids framing', () => {
    const csp = headersFor(rules, '/blog/some-post')['Content-Security-Policy'] as string
    // A local build adds 'wasm-unsafe-eval' there (its database is WebAssembly); see scriptSources.
    expect(csp).toMatch(/script-src 'self'%SCRIPT_SRC%;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(csp).toContain("connect-src 'self'%CONNECT_SRC%")
    expect(csp).toContain("img-src 'self' data: blob:%IMG_SRC%;")
  })

  it('sets the other security headers on every path', () => {
    const headers = headersFor(rules, '/')
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    })
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('is what docs/security-headers.md tells other hosts to send, nginx included', () => {
    const docs = readFileSync('docs/security-headers.md', 'utf8')
    const pairs = (text: string, pattern: RegExp) =>
      Object.fromEntries([...text.matchAll(pattern)].map((m) => [m[1] ?? '', m[2] ?? '']))
    const policy = pairs(docs.match(/The policy[\s\S]*?```\n([\s\S]*?)```/)?.[1] ?? '', /^([\w-]+): (.*)$/gm)
    const nginx = pairs(docs, /add_header ([\w-]+) "(.*)" always;/g)
    // The documents write the policy's backends and image storage as placeholders and give a
    // Supabase build's script-src (a local build's addition is filled in at build time); caching
    // has rules of its own.
    const comparable = ({ 'Cache-Control': _cache, ...headers }: Record<string, string>) => ({
      ...headers,
      'Content-Security-Policy': headers['Content-Security-Policy']
        ?.replace("script-src 'self'%SCRIPT_SRC%", "script-src 'self'")
        .replace("frame-src 'self'%FRAME_SRC%", "frame-src 'self'")
        .replace(/connect-src [^;]*/, 'connect-src')
        .replace(/img-src 'self' data: blob:[^;]*/, 'img-src'),
    })
    const built = comparable(headersFor(rules, '/'))
    expect(Object.keys(built)).toContain('Strict-Transport-Security')
    expect(comparable(policy)).toEqual(built)
    expect(comparable(nginx)).toEqual(built)
  })

  it('caches hashed assets forever and nothing else', () => {
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toContain('immutable')
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined()
  })
})

describe('connectSources', () => {
  it('allows only the configured Supabase project and chat endpoint', () => {
    expect(
      connectSources({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_CHAT_API_URL: 'https://llm.example.com/v1/chat/completions',
      }),
    ).toEqual(['https://abc.supabase.co', 'wss://abc.supabase.co', 'https://llm.example.com'])
  })

  it('allows nothing extra when neither is configured', () => {
    expect(connectSources({})).toEqual([])
  })
})

describe('imageSources', () => {
  it("allows the Supabase project's origin (its Storage) in a Supabase build, and nothing else", () => {
    expect(
      imageSources({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_CHAT_API_URL: 'https://llm.example.com/v1' }),
    ).toEqual(['https://abc.supabase.co'])
    expect(imageSources({ VITE_BACKEND: 'supabase', VITE_SUPABASE_URL: 'https://abc.supabase.co/rest' })).toEqual([
      'https://abc.supabase.co',
    ])
  })

  it('allows no other origin in a local build', () => {
    expect(imageSources({})).toEqual([])
    expect(imageSources({ VITE_BACKEND: 'local', VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual([])
  })
})

describe('scriptSources', () => {
  it('lets a local build compile its WebAssembly database, never eval JavaScript; a Supabase build gets nothing', () => {
    expect(scriptSources({})).toEqual(["'wasm-unsafe-eval'"])
    expect(scriptSources({ VITE_BACKEND: 'supabase', VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual([])
  })

  it('adds Turnstile (script and frame) only with a site key', () => {
    const supabase = { VITE_BACKEND: 'supabase', VITE_SUPABASE_URL: 'https://abc.supabase.co' }
    expect(scriptSources({ ...supabase, VITE_TURNSTILE_SITE_KEY: '0x4AAA' })).toEqual([
      'https://challenges.cloudflare.com',
    ])
    expect(frameSources({ ...supabase, VITE_TURNSTILE_SITE_KEY: '0x4AAA' })).toEqual([
      'https://challenges.cloudflare.com',
    ])
    expect(frameSources(supabase)).toEqual([])
  })
})
