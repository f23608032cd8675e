import { BackendError } from '@/lib/backend/errors'
import { checkMessage, NEWSLETTER_CAP_MESSAGE } from '@/lib/backend/messages'
import { submitLead } from '@/lib/submissions'
import { subscribe } from './subscribe'

vi.mock('@/lib/submissions', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  submitLead: vi.fn(),
}))
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
const submit = vi.mocked(submitLead)

beforeEach(() => {
  localStorage.clear()
  submit.mockReset()
})

describe('subscribe', () => {
  it('sends a newsletter lead with the consent wording version, and says to check the inbox', async () => {
    submit.mockResolvedValue({ status: 'stored', clientId: 'c1' })
    await expect(subscribe('reader@example.com', '')).resolves.toEqual({ ok: true, email: 'reader@example.com' })
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      formType: 'newsletter',
      metadata: { consentVersion: expect.stringMatching(/^newsletter-/) as unknown },
    })
  })

  it("shows the database's daily cap in the box: nothing was sent", async () => {
    const refused = new BackendError(
      'invalid',
      checkMessage('violates check constraint "form_submissions_newsletter_cap_check"') ?? '',
    )
    submit.mockRejectedValue(refused)
    await expect(subscribe('reader@example.com', '')).resolves.toEqual({ ok: false, error: NEWSLETTER_CAP_MESSAGE })
  })
})
