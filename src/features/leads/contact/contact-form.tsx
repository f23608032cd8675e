import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { SelectField, TextareaField, TextField, useHoneypot } from '@/components/form'
import { Button } from '@/components/ui/button'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import { CONTACT_INVESTOR_TYPES, contactDefaults, contactSchema, INVESTMENT_RANGES, type ContactValues } from './schema'
import { toContactSubmission } from './to-submission'

export function ContactForm() {
  const form = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: contactDefaults })
  const honeypot = useHoneypot()
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submitLead(toContactSubmission(values), { honeypot: honeypot.value() })
    } catch (error) {
      console.error('Could not save the contact form', error)
      toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
      return
    }
    toast.success('Form submitted successfully', { description: "We'll get back to you soon!" })
    form.reset(contactDefaults)
    honeypot.reset()
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
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
      {honeypot.field}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Message'}
        </Button>
      </div>
    </form>
  )
}
