/** The lead forms' shared submit sequence, driven through a small form and the real submitLead. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Resolver } from 'react-hook-form'
import { toast } from 'sonner'
import { BackendError } from '@/lib/backend/errors'
import { submitLead, type LeadInput } from '@/lib/submissions'
import type * as Submissions from '@/lib/submissions'
import { createFakeInsert, type InsertAnswer } from '@/testing/fake-lead-backend'
import { lazyResolver } from './lazy-resolver'
import { leadSubmit, type LeadSteps } from './send-lead'
import { TextField } from './text-field'
import { useLeadForm, type LeadFormOptions } from './use-lead-form'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/submissions', async (original) => {
  const real = await original<typeof Submissions>()
  return { ...real, submitLead: vi.fn(real.submitLead) }
})

const { submitLead: realSubmitLead } = await vi.importActual<typeof Submissions>('@/lib/submissions')

interface Values {
  fullName: string
}
type Options = LeadFormOptions<Values, unknown, Values>
type Steps = LeadSteps<Values, LeadInput>

const requireName: Resolver<Values> = (values) =>
  Promise.resolve(
    values.fullName.trim()
      ? { values, errors: {} }
      : { values: {}, errors: { fullName: { type: 'required', message: 'Full name is required' } } },
  ) as ReturnType<Resolver<Values>>
const resolver = lazyResolver(() => Promise.resolve(requireName))
const toLead = (values: Values): LeadInput => ({
  formType: 'contact_form',
  fullName: values.fullName,
  email: 'ann@example.com',
  metadata: { ...values },
})
const successToast = { title: 'Form submitted successfully', description: "We'll get back to you soon!" }

/** A form on the hook; `steps` are what its submit chunk would pass to leadSubmit. */
function LeadForm({ steps, ...props }: Partial<Options> & { steps?: Partial<Steps> }) {
  const { form, honeypot, onSubmit, onFocus } = useLeadForm<Values>({
    resolver,
    defaultValues: { fullName: '' },
    what: 'test form',
    loadSubmit: () => Promise.resolve(leadSubmit({ toSubmission: toLead, successToast, ...steps })),
    ...props,
  })
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus}>
      <TextField control={form.control} name="fullName" label="Full Name" required />
      {honeypot}
      <button type="submit">Send</button>
    </form>
  )
}

/** Every submitLead call reaches this fake backend, with its answers scripted per test. */
function backendAnswering(...answers: InsertAnswer[]) {
  const fake = createFakeInsert(answers)
  vi.mocked(submitLead).mockImplementation((lead, options) => realSubmitLead(lead, { ...options, insert: fake.insert }))
  return fake
}

async function submitAs(name: string, trap = '') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Full Name/), name)
  const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
  if (trap && honeypot) honeypot.value = trap
  await user.click(screen.getByRole('button', { name: 'Send' }))
  return honeypot
}

beforeEach(() => {
  vi.mocked(submitLead).mockClear()
  vi.mocked(toast.success).mockReset()
  vi.mocked(toast.error).mockReset()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('useLeadForm', () => {
  it('stores the lead, then shows the success toast and resets the form', async () => {
    const fake = backendAnswering('ok')
    const onSend = vi.fn(() => expect(fake.calls).toHaveLength(0))
    const onStored = vi.fn<NonNullable<Options['onStored']>>(() => expect(toast.success).not.toHaveBeenCalled())
    render(<LeadForm steps={{ onSend }} onStored={onStored} />)
    await submitAs('Ann Lee')
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(successToast.title, { description: successToast.description }),
    )
    expect(fake.stored).toEqual([expect.objectContaining({ fullName: 'Ann Lee', formType: 'contact_form' })])
    expect(onSend).toHaveBeenCalledOnce()
    expect(onStored.mock.calls[0]?.[0]).toMatchObject({
      values: { fullName: 'Ann Lee' },
      outcome: { status: 'stored' },
      honeypot: '',
    })
    await vi.waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''))
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('drops a filled honeypot quietly: nothing sent, success shown, the form reset', async () => {
    const fake = backendAnswering()
    const onSend = vi.fn()
    const onStepStored = vi.fn<NonNullable<Steps['onStored']>>()
    const onStored = vi.fn<NonNullable<Options['onStored']>>()
    render(<LeadForm steps={{ onSend, onStored: onStepStored }} onStored={onStored} />)
    const honeypot = await submitAs('Spam Bot', 'http://spam.example')
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(successToast.title, { description: successToast.description }),
    )
    expect(vi.mocked(submitLead).mock.calls[0]?.[1]).toMatchObject({ honeypot: 'http://spam.example' })
    expect(fake.calls).toHaveLength(0)
    expect(onSend).not.toHaveBeenCalled()
    const dropped = { status: 'dropped', clientId: null }
    expect(onStepStored.mock.calls[0]?.[1]).toEqual(dropped)
    // the form hears what the trap held (the calculator passes it on to its report row)
    expect(onStored.mock.calls[0]?.[0]).toMatchObject({ outcome: dropped, honeypot: 'http://spam.example' })
    await vi.waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''))
    expect(honeypot).toHaveValue('')
  })

  it('shows the error toast and resets nothing when the lead cannot be kept', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backendAnswering(new BackendError('invalid', 'violates check constraint'))
    const onStored = vi.fn()
    render(<LeadForm onStored={onStored} />)
    await submitAs('Ann Lee')
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'There was an error submitting the form. Please try again.',
      }),
    )
    expect(error).toHaveBeenCalledWith('Could not save the test form', expect.any(BackendError))
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ann Lee')
    expect(toast.success).not.toHaveBeenCalled()
    expect(onStored).not.toHaveBeenCalled()
  })

  it('hands a slot_taken refusal to the form: no toast, nothing reset', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backendAnswering(new BackendError('slot_taken', 'booked first'))
    const onRefused = vi.fn<NonNullable<Options['onRefused']>>(() => true)
    render(<LeadForm onRefused={onRefused} />)
    await submitAs('Ann Lee')
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledOnce())
    const [refusal, values] = onRefused.mock.calls[0] ?? []
    expect(refusal?.code).toBe('slot_taken')
    expect(refusal?.error).toBeInstanceOf(BackendError)
    expect(values).toEqual({ fullName: 'Ann Lee' })
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ann Lee')
    expect(toast.error).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('shows the error toast for a refusal the form does not take', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backendAnswering(new BackendError('invalid', 'bad'))
    const onRefused = vi.fn<NonNullable<Options['onRefused']>>(() => false)
    render(<LeadForm onRefused={onRefused} />)
    await submitAs('Ann Lee')
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledOnce())
    expect(onRefused.mock.calls[0]?.[0].code).toBe('invalid')
  })

  it('shows success without storing when there is nothing new to store', async () => {
    const onStored = vi.fn<NonNullable<Options['onStored']>>()
    render(<LeadForm steps={{ toSubmission: () => null }} onStored={onStored} />)
    await submitAs('Ann Lee')
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledOnce())
    expect(submitLead).not.toHaveBeenCalled()
    expect(onStored.mock.calls[0]?.[0].outcome).toBeNull()
  })

  it('submits nothing while the resolver refuses the values', async () => {
    render(<LeadForm />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Full name is required')).toBeInTheDocument()
    expect(submitLead).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
  })
})
