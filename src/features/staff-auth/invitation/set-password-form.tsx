import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PASSWORD_MIN } from '@/lib/backend/password-rules'
import { newPasswordSchema, type NewPassword } from './set-password'

/**
 * A new password, typed twice. `onSave` answers Auth's refusal (too weak, say): shown under the
 * field, which keeps what was typed and the focus.
 */
export function SetPasswordForm({ onSave }: { onSave: (password: string) => Promise<string | null> }) {
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { register } = form
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ password }) => {
    const refusal = await onSave(password)
    if (refusal) {
      form.setError('password', { message: refusal })
      form.setFocus('password')
    }
  })
  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <Field
        label="New password"
        required
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`}
      >
        {(control) => <Input type="password" autoComplete="new-password" {...control} {...register('password')} />}
      </Field>
      <Field label="Confirm password" required error={errors.confirm?.message}>
        {(control) => <Input type="password" autoComplete="new-password" {...control} {...register('confirm')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  )
}
