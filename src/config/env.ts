/**
 * Build-time settings, parsed once. Everything here ends up in the public bundle: no secret may
 * ever be added. Each variable is read by name (`import.meta.env.VITE_X`), never the whole
 * object, so a build inlines only the values it uses; the local backend's accounts are read by
 * the local backend alone (src/lib/backend/local/accounts.ts). Which backend a build talks to is
 * `import.meta.env.VITE_BACKEND` itself, a build-time constant (scripts/vite-plugin-backend-guard.ts).
 */
import { z } from '@/lib/zod'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const rawSchema = z.object({
  VITE_BACKEND: z.preprocess(emptyToUndefined, z.enum(['supabase', 'local']).optional()),
  VITE_SUPABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  VITE_SUPABASE_ANON_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  VITE_CHAT_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  VITE_CHAT_MODEL: z.preprocess(emptyToUndefined, z.string().default('deepseek/deepseek-r1:free')),
})

export function parseEnv(source: Record<string, unknown>) {
  const raw = rawSchema.parse(source)
  return {
    supabaseUrl: raw.VITE_SUPABASE_URL,
    supabaseAnonKey: raw.VITE_SUPABASE_ANON_KEY,
    chatApiUrl: raw.VITE_CHAT_API_URL,
    chatModel: raw.VITE_CHAT_MODEL,
  }
}

export type Env = ReturnType<typeof parseEnv>

export const env: Env = parseEnv({
  VITE_BACKEND: import.meta.env.VITE_BACKEND,
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  VITE_CHAT_API_URL: import.meta.env.VITE_CHAT_API_URL,
  VITE_CHAT_MODEL: import.meta.env.VITE_CHAT_MODEL,
})
