// The step that a first load shows imports the form pieces one by one, never the barrel: that
// would pull in the select field (Radix) that only steps 2 and 3 use.
import { lazyResolver } from '@/components/form/lazy-resolver'
import { TextField } from '@/components/form/text-field'
import { useLeadForm } from '@/components/form/use-lead-form'
import { Button } from '@/components/ui/button'
import { phoneDigits } from '../model/options'
import type { UserInfo } from '../model/schema'
import { loadSend } from '../api/load-save-steps'
import { StepHeading } from './step-heading'

const resolver = lazyResolver<UserInfo>(() => import('../model/validation').then((m) => m.userInfoResolver))

/** Step 1: a valid submit stores a `lead`, so a visitor who stops later is still a lead. */
export function UserInfoStep({
  initial,
  focusHeading,
  onDone,
  onEngage,
}: {
  initial: UserInfo | null
  focusHeading: boolean
  onDone: (info: UserInfo, honeypot: string) => void
  /** The visitor started filling the step: a moment to fetch what comes next. */
  onEngage: () => void
}) {
  const { form, honeypot, onSubmit, onFocus } = useLeadForm({
    resolver,
    defaultValues: initial ?? { fullName: '', mobileNumber: '', email: '' },
    what: 'lead',
    loadSubmit: () => loadSend().then((m) => m.submitUserInfo(initial)),
    onStored: ({ values, honeypot: trap }) => onDone(values, trap),
    preload: onEngage,
  })

  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="grid gap-5">
      <StepHeading focus={focusHeading}>Your Information</StepHeading>
      <TextField control={form.control} name="fullName" label="Full Name" required autoComplete="name" />
      <TextField
        control={form.control}
        name="mobileNumber"
        label="Mobile Number"
        required
        type="tel"
        autoComplete="tel"
        hint="A US number: 10 digits. Another country: + and its code, e.g. +44 20 7946 0958"
        clean={phoneDigits}
      />
      <TextField control={form.control} name="email" label="Email Address" required type="email" autoComplete="email" />
      {honeypot}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </form>
  )
}
