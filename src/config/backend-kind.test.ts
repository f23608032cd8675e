import { describe, expect, it } from 'vitest'
import { resolveBackendKind } from './backend-kind'

describe('resolveBackendKind', () => {
  it('follows VITE_BACKEND when set', () => {
    expect(resolveBackendKind({ VITE_BACKEND: 'local', VITE_SUPABASE_URL: 'https://x.supabase.co' })).toBe('local')
    expect(resolveBackendKind({ VITE_BACKEND: 'supabase' })).toBe('supabase')
  })

  it('picks supabase when a project URL is set, otherwise local', () => {
    expect(resolveBackendKind({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toBe('supabase')
    expect(resolveBackendKind({})).toBe('local')
    expect(resolveBackendKind({ VITE_BACKEND: '' })).toBe('local')
  })
})
