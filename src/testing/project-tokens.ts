/** A password sign-in against a local project's fetch, for the tests of what the project answers: the access token. */
import { ANON_KEY } from '@/lib/backend/local/project/tokens'
import { LOCAL_PROJECT } from '@/lib/backend/local/project'

export async function passwordToken(
  project: typeof fetch,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const answer = await project(`${LOCAL_PROJECT.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return ((await answer.json()) as { access_token: string }).access_token
}
