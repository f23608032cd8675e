import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
})
export type SignInValues = z.infer<typeof signInSchema>

/** Email and Password (both required) and Sign In, which reads 'Signing in...' while it runs. */
export function SignInForm({ onSubmit }: { onSubmit: (values: SignInValues) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } })

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit(onSubmit)}>
      <Field label="Email" required error={errors.email?.message}>
        {(control) => <Input type="email" autoComplete="username" {...control} {...register('email')} />}
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        {(control) => <Input type="password" autoComplete="current-password" {...control} {...register('password')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
