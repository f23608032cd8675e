import { createFakeInsert } from '@/testing/fake-lead-backend'
import { submitLead } from './submit'
import { isTrackable } from './trackable'

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))

describe('isTrackable', () => {
  it.each([
    [{ email: 'ann@example.com' }, true],
    [{ fullName: 'Ann Lee', email: 'ann@example.com' }, true],
    [{ fullName: 'Ann Lee', phone: '5550102000' }, true],
    [{ fullName: 'Ann Lee' }, false],
    [{ fullName: 'Ann Lee', phone: '  ' }, false],
    [{ phone: '5550102000' }, false],
    [{ fullName: '  ', email: ' ' }, false],
  ])('%o -> %s', (lead, expected) => {
    expect(isTrackable(lead)).toBe(expected)
  })
})

describe('submitLead and the contact rule', () => {
  it('skips a lead with a name but neither e-mail nor phone quietly, without calling the backend', async () => {
    const fake = createFakeInsert()
    const outcome = await submitLead(
      { formType: 'other_form', fullName: 'Ann Lee', message: 'hi', metadata: {} },
      { insert: fake.insert },
    )
    expect(outcome).toEqual({ status: 'skipped', clientId: null })
    expect(fake.calls).toHaveLength(0)
  })

  it('stores a lead with a name and only a phone', async () => {
    const fake = createFakeInsert()
    const outcome = await submitLead(
      { formType: 'other_form', fullName: 'Ann Lee', phone: '5550102000', metadata: {} },
      { insert: fake.insert },
    )
    expect(outcome.status).toBe('stored')
    expect(fake.stored[0]).toMatchObject({ fullName: 'Ann Lee', email: null, phone: '5550102000' })
  })
})
