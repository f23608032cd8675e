import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { InviteOutcome } from '@/lib/backend/team-schema'
import { inviteSchema, useInviteStaff, type Invitation } from '../api/invite-staff'
import { ROLE_OPTIONS } from './roles'
import { ErrorAlert } from '@/components/ui/error-alert'

/** What the invitation did, said once in the dialog (with the local one-time password, if any). */
function Outcome({ outcome }: { outcome: InviteOutcome }) {
  if (outcome.outcome === 'already_staff') {
    return (
      <p role="status" className="text-sm text-ink-900">
        {outcome.message ?? `${outcome.email} is already staff; nothing was changed.`}
      </p>
    )
  }
  return (
    <div role="status" className="grid gap-2 text-sm text-ink-900">
      <p>
        {outcome.outcome === 'invited'
          ? `${outcome.email} is invited as ${outcome.role}.`
          : `${outcome.email} already had an account and is now ${outcome.role}; they sign in with their own password.`}
      </p>
      {outcome.invitationLink ? (
        <>
          <p>
            No e-mail is sent in this local demo. The invitation&apos;s link, shown only now (it works once, for a day):
            the colleague opens it to set their own password.
          </p>
          <a href={outcome.invitationLink} className="font-medium break-all text-brand-800 underline">
            Invitation link for {outcome.email}
          </a>
        </>
      ) : null}
      {outcome.oneTimePassword ? (
        <>
          <p>Or their one-time password, shown only now: pass it on in person, then close this dialog.</p>
          <code aria-label="One-time password" className="rounded bg-ink-100 px-2 py-1 font-mono text-base">
            {outcome.oneTimePassword}
          </code>
        </>
      ) : outcome.outcome === 'invited' ? (
        <p>They get an e-mail with a link to set their password.</p>
      ) : null}
    </div>
  )
}

/** "Invite a colleague": e-mail and role, checked before sending; what typed stays on a failure. */
export function InviteDialog() {
  const [open, setOpen] = useState(false)
  const invite = useInviteStaff()
  const { register, handleSubmit, reset, formState } = useForm<Invitation>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'viewer' },
  })
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      reset()
      invite.reset()
    }
  }
  const send = handleSubmit((invitation) => invite.mutateAsync(invitation).catch(() => undefined))
  return (
    <DialogFrame
      trigger={
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          Invite a colleague
        </Button>
      }
      title="Invite a colleague"
      description="A viewer reads the leads and the Overview; an author writes posts for review; compliance reviews them; an admin changes everything."
      className="max-w-lg"
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={invite.data ? 'Done' : 'Cancel'}
      actions={
        invite.data ? null : (
          <Button type="submit" form="invite-form" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting...' : 'Send invitation'}
          </Button>
        )
      }
    >
      {invite.data ? (
        <Outcome outcome={invite.data} />
      ) : (
        <form id="invite-form" noValidate onSubmit={(event) => void send(event)} className="grid gap-3">
          <Field label="E-mail address" error={formState.errors.email?.message} required>
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          <Field label="Role" error={formState.errors.role?.message}>
            {(control) => <NativeSelect {...control} options={ROLE_OPTIONS} {...register('role')} />}
          </Field>
          <ErrorAlert error={invite.error} prefix="" />
        </form>
      )}
    </DialogFrame>
  )
}
