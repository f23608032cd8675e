import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { z } from '@/lib/zod'
import { totpCodeSchema } from './verify-code'

const codeFormSchema = z.object({ code: totpCodeSchema })

/**
 * The 6-digit code from an authenticator app. `onCode` answers an error message (a wrong or
 * expired code): it is shown under the field, which keeps the focus and the digits typed.
 */
export function CodeForm({
  submitLabel,
  onCode,
  focusOnMount = false,
}: {
  submitLabel: string
  onCode: (code: string) => Promise<string | null>
  /** For a screen whose one task is the code (the sign-in's second step). */
  focusOnMount?: boolean
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  })
  useEffect(() => {
    if (focusOnMount) setFocus('code')
  }, [focusOnMount, setFocus])
  const submit = handleSubmit(async ({ code }) => {
    const refusal = await onCode(code)
    if (refusal) {
      setError('code', { message: refusal })
      setFocus('code', { shouldSelect: true })
    }
  })
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <Field label="6-digit code" required error={errors.code?.message} hint="From your authenticator app">
        {(control) => (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-40 font-mono tracking-widest"
            {...control}
            {...register('code')}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-fit">
        {isSubmitting ? 'Checking...' : submitLabel}
      </Button>
    </form>
  )
}
