import { readFileSync } from 'node:fs'
import { firm, postalAddress } from '../../../supabase/functions/_shared/firm.ts'

/** The newsletter's e-mails are written in SQL, which cannot import firm.ts: its copy must agree. */
describe("the newsletter's sender in SQL", () => {
  it('states the name, postal address and e-mail of supabase/functions/_shared/firm.ts', () => {
    const sql = readFileSync('supabase/migrations/20261128001400_newsletter_consent.sql', 'utf8')
    const sender = /create function private\.newsletter_sender\(\)[\s\S]*?select '([^']+)', '([^']+)', '([^']+)';/.exec(
      sql,
    )
    expect(sender?.slice(1)).toEqual([firm.name, postalAddress(), firm.email])
  })
})
