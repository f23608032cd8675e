// The step that a first load shows imports the form pieces one by one, never the barrel: that
// would pull in the select field (Radix) that only steps 2 and 3 use.
import { useForm } from 'react-hook-form'
import { useHoneypot } from '@/components/form/honeypot'
import { lazyResolver } from '@/components/form/lazy-resolver'
import { TextField } from '@/components/form/text-field'
import { Button } from '@/components/ui/button'
import { digitsOnly } from '../model/options'
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
  const form = useForm<UserInfo>({
    resolver,
    defaultValues: initial ?? { fullName: '', mobileNumber: '', email: '' },
  })
  const honeypot = useHoneypot()

  const onSubmit = form.handleSubmit(async (values) => {
    const unchanged = initial !== null && JSON.stringify(initial) === JSON.stringify(values)
    const { saveUserInfo } = await loadSend()
    if (await saveUserInfo(values, honeypot.value(), unchanged)) onDone(values, honeypot.value())
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        resolver.preload()
        onEngage()
      }}
      className="grid gap-5"
    >
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
