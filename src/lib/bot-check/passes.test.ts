/** Where a lead's pass comes from: the submit's challenge, reused at the insert, replaced when refused. */
import { BackendError } from '@/lib/backend/errors'
import { createBotPasses } from './passes'

const lead = { clientId: 'c-1', formType: 'contact_form' }
const refusal = () => new BackendError('bot_check', 'bot_check: the form’s challenge was not passed')

function source(now = 0) {
  let n = 0
  const clock = { now }
  const obtain = vi.fn((action: string) =>
    Promise.resolve({ pass: `pass-${++n}-${action}`, expiresAt: clock.now + 600_000 }),
  )
  return { clock, obtain, passes: createBotPasses({ obtain, now: () => clock.now }) }
}

describe('bot passes', () => {
  it('a failed challenge is a bot_check error, passing (the form says try again)', async () => {
    const passes = createBotPasses({ obtain: () => Promise.reject(new Error('The challenge failed')), now: () => 0 })
    const error = await passes.challenge(lead).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BackendError)
    expect(error).toMatchObject({ code: 'bot_check', transient: true })
  })

  it('the insert sends the pass the submit got, and it is not kept after', async () => {
    const { obtain, passes } = source()
    await passes.challenge(lead)
    const insert = vi.fn(() => Promise.resolve())
    await passes.withBotPass(lead, insert)
    expect(insert).toHaveBeenCalledWith('pass-1-contact_form')
    expect(obtain).toHaveBeenCalledTimes(1)
    await passes.withBotPass(lead, insert)
    expect(insert).toHaveBeenLastCalledWith('pass-2-contact_form')
  })

  it('an outbox retry near or past the pass’s end gets a fresh one', async () => {
    const { clock, passes } = source()
    await passes.challenge(lead)
    clock.now += 580_000
    const insert = vi.fn(() => Promise.resolve())
    await passes.withBotPass(lead, insert)
    expect(insert).toHaveBeenCalledWith('pass-2-contact_form')
  })

  it('a pass the database refuses is replaced once', async () => {
    const { obtain, passes } = source()
    await passes.challenge(lead)
    const insert = vi.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce(undefined)
    await passes.withBotPass(lead, insert)
    expect(insert.mock.calls).toEqual([['pass-1-contact_form'], ['pass-2-contact_form']])
    expect(obtain).toHaveBeenCalledTimes(2)
  })

  it('refused twice: the bot_check error goes to the outbox, which keeps the lead', async () => {
    const { passes } = source()
    const insert = vi.fn(() => Promise.reject(refusal()))
    await expect(passes.withBotPass(lead, insert)).rejects.toMatchObject({ code: 'bot_check', transient: true })
    expect(insert).toHaveBeenCalledTimes(2)
  })

  it('any other failure is the insert’s own: no new challenge', async () => {
    const { obtain, passes } = source()
    const insert = vi.fn(() => Promise.reject(new BackendError('slot_taken', 'taken')))
    await expect(passes.withBotPass(lead, insert)).rejects.toMatchObject({ code: 'slot_taken' })
    expect(obtain).toHaveBeenCalledTimes(1)
  })
})
