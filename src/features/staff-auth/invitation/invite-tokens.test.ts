import { clearInvitationLink, readInvitationLink } from './invite-tokens'

const read = (address: string) => readInvitationLink(new URL(address, 'https://site.test'))

describe('an invitation link', () => {
  it('reads a token hash from the query and a session from the hash', () => {
    expect(read('/auth/accept-invite?token_hash=abc123&type=invite')).toEqual({
      tokens: { kind: 'token_hash', tokenHash: 'abc123' },
    })
    expect(read('/auth/accept-invite#access_token=a.b.c&refresh_token=r1&expires_in=3600&type=invite')).toEqual({
      tokens: { kind: 'session', accessToken: 'a.b.c', refreshToken: 'r1' },
    })
  })

  it("says Auth's refusal, and nothing for an address without a link", () => {
    expect(
      read(
        '/auth/accept-invite#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ error: 'Email link is invalid or has expired' })
    expect(read('/auth/accept-invite')).toBeNull()
    expect(read('/auth/accept-invite?token_hash=abc&type=recovery')).toBeNull()
  })

  it('leaves neither the tokens in the address bar nor a history entry holding them', () => {
    window.history.pushState(null, '', '/auth/accept-invite?token_hash=secret&type=invite#access_token=x')
    const entries = window.history.length
    clearInvitationLink()
    expect(window.location.href).toBe(`${window.location.origin}/auth/accept-invite`)
    expect(window.history.length).toBe(entries)
  })
})
