import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField, useHoneypot } from '@/components/form'
import { Button } from '@/components/ui/button'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import { digitsOnly, userInfoSchema, type UserInfo } from '../model/schema'
import { toLeadSubmission } from '../model/to-submission'
import { StepHeading } from './step-heading'

/** Step 1: a valid submit stores a `lead`, so a visitor who stops later is still a lead. */
export function UserInfoStep({
  initial,
  focusHeading,
  onDone,
}: {
  initial: UserInfo | null
  focusHeading: boolean
  onDone: (info: UserInfo, honeypot: string) => void
}) {
  const form = useForm<UserInfo>({
    resolver: zodResolver(userInfoSchema),
    defaultValues: initial ?? { fullName: '', mobileNumber: '', email: '' },
  })
  const honeypot = useHoneypot()

  const onSubmit = form.handleSubmit(async (values) => {
    const unchanged = initial !== null && JSON.stringify(initial) === JSON.stringify(values)
    try {
      // Coming back to step 1 and continuing with the same details does not store a second lead.
      if (!unchanged) await submitLead(toLeadSubmission(values), { honeypot: honeypot.value() })
    } catch (error) {
      console.error('Could not save the lead', error)
      toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
      return
    }
    toast.success('Information Saved', { description: "Your personal details have been saved. Let's continue." })
    onDone(values, honeypot.value())
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StepHeading focus={focusHeading}>Your Information</StepHeading>
      <TextField control={form.control} name="fullName" label="Full Name" required autoComplete="name" />
      <TextField
        control={form.control}
        name="mobileNumber"
        label="Mobile Number"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits, numbers only"
        clean={digitsOnly}
      />
      <TextField control={form.control} name="email" label="Email Address" required type="email" autoComplete="email" />
      {honeypot.field}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </form>
  )
}
