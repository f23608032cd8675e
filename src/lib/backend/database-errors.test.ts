import { codeForSqlState, databaseMessage } from './database-errors'
import { CONTACT_REQUIRED_MESSAGE } from './messages'
import { POST_IMAGE_MESSAGE } from './post-image'
import { SLOT_TAKEN_CONSTRAINT } from './consultation-slots'

describe('database errors, the same for both adapters', () => {
  it('tells the slot race from a repeated save (both 23505)', () => {
    const slot = { code: '23505', message: `duplicate key value violates unique constraint "${SLOT_TAKEN_CONSTRAINT}"` }
    const repeat = { code: '23505', message: 'duplicate key value violates unique constraint "x_client_id_key"' }
    expect(codeForSqlState(slot, 'public-write')).toBe('slot_taken')
    expect(codeForSqlState(repeat, 'public-write')).toBe('conflict')
  })

  it('reads a refused CHECK as the field message the form shows', () => {
    const contact = {
      code: '23514',
      message: 'new row for relation "form_submissions" violates check constraint "form_submissions_contact_check"',
    }
    const image = { code: '23514', message: 'violates check constraint "blog_posts_image_url_check"' }
    const other = { code: '23514', message: 'violates check constraint "form_submissions_page_check"' }
    expect(codeForSqlState(contact, 'public-write')).toBe('invalid')
    expect(databaseMessage(contact)).toBe(CONTACT_REQUIRED_MESSAGE)
    expect(databaseMessage(image)).toBe(POST_IMAGE_MESSAGE)
    expect(databaseMessage(other)).toBe(other.message)
  })

  it('reads a value outside an enum (22P02, where a CHECK answered 23514) as invalid, naming the value', () => {
    const status = { code: '22P02', message: 'invalid input value for enum lead_status: "hot"' }
    const action = { code: '22P02', message: 'invalid input value for enum public.audit_action: "made.up"' }
    const surrogate = { code: '22P02', message: 'invalid input syntax for type json' }
    expect(codeForSqlState(status, 'admin-write')).toBe('invalid')
    expect(codeForSqlState(status, 'public-write')).toBe('invalid')
    expect(databaseMessage(status)).toBe('Unknown lead status: "hot"')
    expect(databaseMessage(action)).toBe('Unknown audit action: "made.up"')
    expect(databaseMessage(surrogate)).toBe(surrogate.message)
  })

  it('reads the rate limit raised as SQLSTATE PGRST as a passing failure with its text', () => {
    const limit = { code: 'PGRST', message: '{"code":"rate_limited","message":"Too many requests, try again later"}' }
    expect(codeForSqlState(limit, 'public-write')).toBe('rate_limited')
    expect(databaseMessage(limit)).toBe('Too many requests, try again later')
  })

  it('tells a refused anonymous insert (bad input) from a refused admin action (forbidden)', () => {
    const denied = { code: '42501', message: 'permission denied for table form_submissions' }
    expect(codeForSqlState(denied, 'public-write')).toBe('invalid')
    expect(codeForSqlState(denied, 'admin-write')).toBe('forbidden')
    expect(codeForSqlState({ code: 'XX000', message: 'internal' }, 'read')).toBeUndefined()
  })

  it('tells the bot check’s refusal of a lead (a fresh challenge may pass) from other refusals', () => {
    const refused = { code: '42501', message: 'bot_check: the form’s challenge was not passed' }
    expect(codeForSqlState(refused, 'public-write')).toBe('bot_check')
  })
})
