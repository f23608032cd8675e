import { describe, expect, it } from 'vitest'
import { backendBuildProblem } from './vite-plugin-backend-guard'

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
