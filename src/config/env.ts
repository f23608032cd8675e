/**
 * Build-time settings (docs/interfaces.md), parsed once. Everything here ends up in the public
 * bundle: no secret may ever be added.
 */
import { z } from '@/lib/zod'
import { resolveBackendKind } from './backend-kind'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const rawSchema = z.object({
  VITE_BACKEND: z.preprocess(emptyToUndefined, z.enum(['supabase', 'local']).optional()),
  VITE_SUPABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  VITE_SUPABASE_ANON_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  VITE_LOCAL_ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().default('admin@example.com')),
  VITE_LOCAL_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().default('admin-password')),
  VITE_LOCAL_MEMBER_EMAIL: z.preprocess(emptyToUndefined, z.string().default('member@example.com')),
  VITE_LOCAL_MEMBER_PASSWORD: z.preprocess(emptyToUndefined, z.string().default('member-password')),
  VITE_CHAT_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  VITE_CHAT_MODEL: z.preprocess(emptyToUndefined, z.string().default('deepseek/deepseek-r1:free')),
})

export function parseEnv(source: Record<string, unknown>) {
  const raw = rawSchema.parse(source)
  return {
    backend: resolveBackendKind(raw),
    supabaseUrl: raw.VITE_SUPABASE_URL,
    supabaseAnonKey: raw.VITE_SUPABASE_ANON_KEY,
    localAdmin: { email: raw.VITE_LOCAL_ADMIN_EMAIL, password: raw.VITE_LOCAL_ADMIN_PASSWORD },
    localMember: { email: raw.VITE_LOCAL_MEMBER_EMAIL, password: raw.VITE_LOCAL_MEMBER_PASSWORD },
    chatApiUrl: raw.VITE_CHAT_API_URL,
    chatModel: raw.VITE_CHAT_MODEL,
  }
}

export type Env = ReturnType<typeof parseEnv>

export const env: Env = parseEnv(import.meta.env)
