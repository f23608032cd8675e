/**
 * Where an invitation e-mail's link lands (issue 31, item 6): the site's accept-invitation page,
 * which sets the password and clears the link's tokens. Auth's Site URL (the home page) would
 * leave the tokens in the address bar and no way to set a password.
 */
import { ANON_KEY, fakeWithStaff, SERVICE_KEY } from './fake-supabase.test-util.ts'
import { createAdminUsersHandler, type Env } from './wiring.ts'

const SITE = 'https://www.firm.example'
const NEW = 'new.colleague@firm.example'

async function invitationRedirect(settings: Env): Promise<string | null> {
  const fake = fakeWithStaff()
  fake.rpc.set('add_staff', () => ({
    status: 200,
    body: { outcome: 'added', user_id: `new-id-for-${NEW}`, email: NEW, role: 'viewer' },
  }))
  const handle = createAdminUsersHandler(
    {
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      ...settings,
    },
    fake.fetch,
  )
  const response = await handle(
    new Request('https://project.supabase.co/functions/v1/admin-users', {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json', Authorization: 'Bearer jwt-admin' },
      body: JSON.stringify({ action: 'invite', email: NEW, role: 'viewer' }),
    }),
  )
  expect(response.status).toBe(200)
  const invite = fake.calls.find((c) => c.path === '/auth/v1/invite')
  return new URLSearchParams(invite?.query ?? '').get('redirect_to')
}

describe('admin-users: the invitation link', () => {
  it("lands on the site's accept-invitation page by default", async () => {
    expect(await invitationRedirect({ ADMIN_ALLOWED_ORIGINS: `${SITE}/, http://localhost:5173` })).toBe(
      `${SITE}/auth/accept-invite`,
    )
  })

  it('lands where ADMIN_INVITE_REDIRECT_URL says when it is set', async () => {
    expect(
      await invitationRedirect({
        ADMIN_ALLOWED_ORIGINS: SITE,
        ADMIN_INVITE_REDIRECT_URL: 'https://staff.firm.example/auth/accept-invite',
      }),
    ).toBe('https://staff.firm.example/auth/accept-invite')
  })
})
