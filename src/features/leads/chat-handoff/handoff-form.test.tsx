import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { submissionInputSchema } from '@/lib/backend/leads-schema'
import { submissionToRow } from '@/lib/backend/rows'
import { submitLead, toSubmissionInput } from '@/lib/submissions'
import type * as Submissions from '@/lib/submissions'
import { ChatHandoff } from './handoff-form'
import { HANDOFF_MESSAGES, handoffSchema } from './schema'
import { toHandoffSubmission } from './to-submission'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/submissions', async (original) => ({
  ...(await original<typeof Submissions>()),
  submitLead: vi.fn(),
}))

const CONVERSATION = 'c4a70000-0000-4000-8000-000000000001'
const none = { email: '', phone: '', preferredDay: '', timeSlot: '' } as const

beforeEach(() => vi.mocked(submitLead).mockReset())

describe('the handoff schema', () => {
  const errorOf = (values: object) => handoffSchema.safeParse({ fullName: 'Ann Lee', ...none, ...values }).error?.issues

  it('takes an e-mail or a phone, and asks for one of them when both are blank', () => {
    expect(errorOf({ email: 'ann@example.com' })).toBeUndefined()
    expect(errorOf({ phone: '(555) 010-2000' })).toBeUndefined()
    expect(errorOf({})).toEqual([expect.objectContaining({ path: ['email'], message: HANDOFF_MESSAGES.contact })])
  })

  it('says what is wrong with a name, an e-mail or a phone', () => {
    expect(errorOf({ fullName: ' A ', email: 'ann@example.com' })?.[0]?.message).toBe(HANDOFF_MESSAGES.name)
    expect(errorOf({ email: 'ann@' })?.[0]?.message).toBe(HANDOFF_MESSAGES.email)
    expect(errorOf({ phone: '555-01' })?.[0]?.message).toBe(HANDOFF_MESSAGES.phone)
  })

  it('asks for a time once a day is chosen; "No preference" needs none', () => {
    expect(errorOf({ email: 'a@example.com', preferredDay: '2030-03-05' })?.[0]?.message).toBe(HANDOFF_MESSAGES.time)
    expect(errorOf({ email: 'a@example.com', preferredDay: 'none' })).toBeUndefined()
    expect(errorOf({ email: 'a@example.com', preferredDay: '2030-03-05', timeSlot: '9:30 AM' })).toBeUndefined()
  })
})

describe('the Chat Handoff lead', () => {
  it('names its conversation and keeps the preferred time in the metadata the database checks', () => {
    const values = handoffSchema.parse({
      fullName: 'Ann Lee',
      ...none,
      email: 'ann@example.com',
      preferredDay: '2030-03-05',
      timeSlot: '9:30 AM',
    })
    expect(toHandoffSubmission(values, CONVERSATION)).toMatchObject({
      formType: 'chat',
      conversationId: CONVERSATION,
      fullName: 'Ann Lee',
      message:
        'Asked the chat assistant for a person. Preferred time: Tuesday, March 5, 2030, 9:30 AM (New York time).',
      metadata: { preferredDay: '2030-03-05', preferredTime: '9:30 AM', startsAt: '2030-03-05T09:30:00-05:00' },
    })
  })

  it('keeps its conversation in the outbox and reaches the row as form_submissions.conversation_id', () => {
    const values = handoffSchema.parse({ fullName: 'Ann Lee', ...none, email: 'ann@example.com' })
    // As the outbox keeps it (parsed again when it is sent later), then as the row.
    const kept = submissionInputSchema.parse(toSubmissionInput(toHandoffSubmission(values, CONVERSATION)))
    const row = submissionToRow(kept)
    expect(row).toMatchObject({ form_type: 'chat', conversation_id: CONVERSATION, full_name: 'Ann Lee' })
    expect(
      submissionToRow(toSubmissionInput({ formType: 'lead', email: 'a@example.com', metadata: {} })),
    ).not.toHaveProperty('conversation_id')
  })

  it('carries no time keys without a preference', () => {
    const values = handoffSchema.parse({ fullName: 'Ann Lee', ...none, phone: '5550102000', preferredDay: 'none' })
    const lead = toHandoffSubmission(values, CONVERSATION)
    expect(lead.metadata).not.toHaveProperty('preferredDay')
    expect(lead.message).toBe('Asked the chat assistant for a person.')
  })
})

describe('ChatHandoff', () => {
  it('opens on the name, announces what is missing and sends nothing', async () => {
    render(<ChatHandoff conversationId={CONVERSATION} onBack={() => {}} />)
    const name = screen.getByRole('textbox', { name: /Your name/ })
    await vi.waitFor(() => expect(name).toHaveFocus())
    const user = userEvent.setup()
    await user.type(name, 'Ann Lee')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const error = await screen.findByText(HANDOFF_MESSAGES.contact)
    expect(error).toHaveAttribute('role', 'alert')
    expect(screen.getByRole('textbox', { name: /Email/ }).getAttribute('aria-describedby')).toContain(error.id)
    expect(submitLead).not.toHaveBeenCalled()
  })

  it('sends the lead with its conversation, confirms in the panel, and goes back', async () => {
    vi.mocked(submitLead).mockResolvedValue({ status: 'stored', clientId: 'x' })
    const onBack = vi.fn()
    render(<ChatHandoff conversationId={CONVERSATION} onBack={onBack} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ann Lee')
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const heading = await screen.findByRole('heading', { name: 'Request sent' })
    expect(heading).toHaveFocus()
    expect(screen.getByText(/Thank you, Ann Lee\. A person from the firm will contact you soon/)).toBeVisible()
    expect(vi.mocked(submitLead).mock.calls[0]?.[0]).toMatchObject({
      formType: 'chat',
      conversationId: CONVERSATION,
      email: 'ann@example.com',
    })
    await user.click(screen.getAllByRole('button', { name: 'Back to the chat' })[1]!)
    expect(onBack).toHaveBeenCalled()
  })
})
