/**
 * The link to manage a booking just stored: public.consultation_manage_token(client_id) answers
 * its signed token while the booking stands (the client id was made on this device), else null.
 * The success panel loads this module when it shows: a chunk of its own.
 */
import { getClient } from '@/lib/backend'
import { dataOrThrow } from '@/lib/backend/supabase/errors'

export async function getManageToken(clientId: string): Promise<string | null> {
  const client = await getClient()
  const args = { client_id: clientId }
  const token = await dataOrThrow(client.rpc('consultation_manage_token', args).retry(false), 'read')
  return typeof token === 'string' && token ? token : null
}
