import { describe, expect, it, vi } from 'vitest'
import { backendBuildProblem, backendGuard } from './vite-plugin-backend-guard'

describe('production build guard', () => {
  it('allows a Supabase build with both settings', () => {
    expect(
      backendBuildProblem({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' }),
    ).toBeUndefined()
  })

  it('refuses VITE_BACKEND=supabase without its settings', () => {
    expect(backendBuildProblem({ VITE_BACKEND: 'supabase' })).toMatch(
      /needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY/,
    )
  })

  it('refuses a project URL without the anon key', () => {
    expect(backendBuildProblem({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toMatch(
      /without VITE_SUPABASE_ANON_KEY/,
    )
  })

  it('allows an explicit local build', () => {
    expect(backendBuildProblem({ VITE_BACKEND: 'local' })).toBeUndefined()
  })
})

describe('backend choice as a build-time constant', () => {
  const defineFor = (command: 'build' | 'serve') => {
    const hook = backendGuard().config
    if (typeof hook !== 'function') throw new Error('backendGuard has no config hook')
    const result = hook.call({} as never, {}, { command, mode: command === 'build' ? 'production' : 'development' })
    return (result as { define?: Record<string, string> } | undefined)?.define
  }

  it('replaces VITE_BACKEND with the resolved choice, in builds and in the dev server', () => {
    vi.stubEnv('VITE_BACKEND', '')
    vi.stubEnv('VITE_SUPABASE_URL', 'https://x.supabase.co')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon')
    expect(defineFor('build')).toEqual({ 'import.meta.env.VITE_BACKEND': '"supabase"' })
    vi.stubEnv('VITE_SUPABASE_URL', '')
    expect(defineFor('serve')).toEqual({ 'import.meta.env.VITE_BACKEND': '"local"' })
  })

  it('still refuses a production build without a backend', () => {
    vi.stubEnv('VITE_BACKEND', '')
    vi.stubEnv('VITE_SUPABASE_URL', '')
    expect(() => defineFor('build')).toThrow(/No Supabase project configured/)
  })
})
