/**
 * The firm's settings (one row in the database, `private.firm_settings`): each is read through its
 * own function, which any staff member may call, and the on/off ones are changed through their own
 * setter, admins only, audited by the database.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { getClient } from '@/lib/backend'
import { parseAnswer } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import type { z } from '@/lib/zod'

/** The database functions that answer one of the firm's settings to any staff member. */
type SettingFunction = 'staff_security_settings' | 'supervision_settings'

/** The database functions that turn one of the firm's settings on or off (admins only). */
type SettingSetter = 'set_approval_required' | 'set_staff_mfa_required'

/** A reader of one of the firm's settings: the function's answer, parsed by `schema`. */
export const firmSettingReader =
  <S extends z.ZodType>(name: SettingFunction, schema: S) =>
  async (client: Client): Promise<z.output<S>> =>
    parseAnswer(schema, await dataOrThrow(client.rpc(name).retry(false), 'read'), name)

/** A change of one of the firm's on/off settings: the function's answer (the new state), parsed by `schema`. */
export const firmSettingWriter =
  <S extends z.ZodType>(name: SettingSetter, schema: S) =>
  async (client: Client, required: boolean): Promise<z.output<S>> =>
    parseAnswer(schema, await dataOrThrow(client.rpc(name, { required }), 'admin-write'), name)

/**
 * A setting's toggle: `write` with the backend's client; after a change the setting (`settingKey`)
 * and the audit log are read again (`changed` first, as the screen says so).
 */
export function useFirmSettingChange<T>(
  write: (client: Client, required: boolean) => Promise<T>,
  settingKey: QueryKey,
  on: { changed: (settings: T) => void; refused: (error: Error) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (required: boolean) => write(await getClient(), required),
    onSuccess: async (settings) => {
      on.changed(settings)
      await queryClient.invalidateQueries({ queryKey: settingKey })
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
    onError: on.refused,
  })
}
