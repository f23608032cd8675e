import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import type { z } from '@/lib/zod'

/** The database functions that answer one of the firm's settings to any staff member. */
type SettingFunction = 'staff_security_settings' | 'supervision_settings'

/** A reader of one of the firm's settings: the function's answer, parsed by `schema`. */
export const firmSettingReader =
  <S extends z.ZodType>(name: SettingFunction, schema: S) =>
  async (client: Client): Promise<z.output<S>> =>
    parseAnswer(schema, await dataOrThrow(client.rpc(name).retry(false), 'read'), name)
