import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { BackendError } from '@/lib/backend/errors'
import { submitLead } from '@/lib/submissions'
import type * as Submissions from '@/lib/submissions'
import { ContactForm } from './contact-form'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/submissions', async (original) => ({
  ...(await original<typeof Submissions>()),
  submitLead: vi.fn(),
}))

async function fillRequired() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Full Name/), 'Grace Hopper')
  await user.type(screen.getByLabelText(/^Email/), 'grace@example.com')
  await user.type(screen.getByLabelText(/^Message/), 'Hello there')
  return user
}

beforeEach(() => {
  vi.mocked(submitLead).mockReset()
  vi.mocked(toast.success).mockReset()
  vi.mocked(toast.error).mockReset()
})

describe('ContactForm', () => {
  it('shows Submitting... while busy, then the success toast and an empty form', async () => {
    let finish: (value: { status: 'stored'; clientId: string }) => void = () => undefined
    vi.mocked(submitLead).mockReturnValue(new Promise((resolve) => (finish = resolve)))
    render(<ContactForm />)
    const user = await fillRequired()
    await user.click(screen.getByRole('button', { name: 'Submit Message' }))
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(vi.mocked(submitLead).mock.calls[0]?.[0]).toMatchObject({
      formType: 'contact_form',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Hello there',
    })
    finish({ status: 'stored', clientId: 'x' })
    expect(await screen.findByRole('button', { name: 'Submit Message' })).toBeEnabled()
    expect(toast.success).toHaveBeenCalledWith('Form submitted successfully', {
      description: "We'll get back to you soon!",
    })
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('')
  })

  it('shows the spec error toast and keeps the input when the lead cannot be kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.mocked(submitLead).mockRejectedValue(new BackendError('invalid', 'violates check constraint'))
    render(<ContactForm />)
    const user = await fillRequired()
    await user.click(screen.getByRole('button', { name: 'Submit Message' }))
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'There was an error submitting the form. Please try again.',
      }),
    )
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Grace Hopper')
  })

  it('ties each error to its field and announces it', async () => {
    render(<ContactForm />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Message' }))
    const name = screen.getByLabelText(/Full Name/)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    const error = await screen.findByText('Full name is required')
    expect(error).toHaveAttribute('role', 'alert')
    expect(name.getAttribute('aria-describedby')).toContain(error.id)
    expect(submitLead).not.toHaveBeenCalled()
  })
})
