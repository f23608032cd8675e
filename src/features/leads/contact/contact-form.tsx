import { lazyResolver, loadOnce, SelectField, TextareaField, TextField, useLeadForm } from '@/components/form'
import { Button } from '@/components/ui/button'
import { contactDefaults } from './defaults'
import { CONTACT_INVESTOR_TYPES, INVESTMENT_RANGES } from './options'
import type { ContactValues } from './schema'

// Validation (zod) and the submit step (sonner, the submission path) are their own chunks:
// imported when the visitor starts filling the form, so the first load carries neither.
const resolver = lazyResolver<ContactValues>(() => import('./validation').then((m) => m.contactResolver))
const loadSubmit = loadOnce(() => import('./submit').then((m) => m.submitContact))

export function ContactForm() {
  const { form, honeypot, onSubmit, onFocus } = useLeadForm({
    resolver,
    defaultValues: contactDefaults,
    what: 'contact form',
    loadSubmit,
  })
  const { isSubmitting } = form.formState

  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="grid gap-5">
      <h2 id="contact-form-title" className="text-2xl font-semibold text-ink-900">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={form.control} name="fullName" label="Full Name" required autoComplete="name" />
        <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="email" />
        <TextField control={form.control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <SelectField
          control={form.control}
          name="investorType"
          label="Investor Type"
          options={CONTACT_INVESTOR_TYPES}
          placeholder="Select investor type"
        />
      </div>
      <SelectField
        control={form.control}
        name="investmentAmount"
        label="Investment Amount"
        options={INVESTMENT_RANGES}
        placeholder="Select an amount range"
      />
      <TextareaField control={form.control} name="message" label="Message" required rows={5} />
      {honeypot}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Message'}
        </Button>
      </div>
    </form>
  )
}
