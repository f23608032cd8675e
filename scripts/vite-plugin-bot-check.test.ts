import { describe, expect, it } from 'vitest'
import { botCheckWarning } from './vite-plugin-bot-check'

describe('botCheckWarning', () => {
  const supabase = {
    VITE_BACKEND: 'supabase',
    VITE_SUPABASE_URL: 'https://abc.supabase.co',
    VITE_SUPABASE_ANON_KEY: 'k',
  }

  it('warns a Supabase build without a Turnstile site key', () => {
    expect(botCheckWarning(supabase)).toMatch(/VITE_TURNSTILE_SITE_KEY is not set/)
    expect(botCheckWarning({ ...supabase, VITE_TURNSTILE_SITE_KEY: ' ' })).toMatch(/not set/)
  })

  it('says nothing with a key, or for a local build', () => {
    expect(botCheckWarning({ ...supabase, VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAA' })).toBeUndefined()
    expect(botCheckWarning({ VITE_BACKEND: 'local' })).toBeUndefined()
  })
})
