import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { toast } from 'sonner'
import { SelectField, TextareaField, TextField, useHoneypot } from '@/components/form'
import { Button } from '@/components/ui/button'
import { recordActivity } from '@/lib/activity'
import { submitLead, SUBMIT_ERROR } from '@/lib/submissions'
import type { Booking } from './calendar-file'
import { DateField } from './date-field'
import { appendConsultationRecord } from './local-record'
import {
  consultationDefaults,
  createConsultationSchema,
  type ConsultationDraft,
  type ConsultationValues,
} from './schema'
import { INVESTMENT_INTERESTS, TIME_SLOTS } from './slots'
import { SuccessPanel } from './success-panel'
import { consultationData, toConsultationSubmission } from './to-submission'

const slotOptions = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))

export function ConsultationForm() {
  const today = useMemo(() => new Date(), [])
  const resolver = useMemo(
    () => zodResolver(createConsultationSchema(today)) as Resolver<ConsultationDraft, unknown, ConsultationValues>,
    [today],
  )
  const form = useForm<ConsultationDraft, unknown, ConsultationValues>({
    resolver,
    defaultValues: consultationDefaults,
  })
  const date = useWatch({ control: form.control, name: 'date' })
  const honeypot = useHoneypot()
  const [booking, setBooking] = useState<Booking | null>(null)
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    const trap = honeypot.value()
    if (!trap) {
      const now = new Date()
      void recordActivity('form', 'Consultation scheduled', consultationData(values, now))
      try {
        await submitLead(toConsultationSubmission(values, now))
      } catch (error) {
        console.error('Could not save the consultation', error)
        toast.error(SUBMIT_ERROR.title, { description: SUBMIT_ERROR.description })
        return
      }
      appendConsultationRecord(consultationData(values, now), now.getTime())
    }
    toast.success('Consultation Scheduled', { description: "We'll contact you to confirm your appointment soon." })
    setBooking({ date: values.date, timeSlot: values.timeSlot, fullName: values.fullName })
    form.reset(consultationDefaults)
    honeypot.reset()
  })

  return (
    <div className="grid gap-6">
      {booking ? <SuccessPanel booking={booking} onDismiss={() => setBooking(null)} /> : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Consultation request">
        <TextField control={form.control} name="fullName" label="Full Name" required autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="email" label="Email" type="email" required autoComplete="email" />
          <TextField control={form.control} name="phone" label="Phone Number" type="tel" required autoComplete="tel" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField control={form.control} today={today} />
          <SelectField
            control={form.control}
            name="timeSlot"
            label="Preferred Time (New York time)"
            options={slotOptions}
            placeholder={date ? 'Select a time' : 'Choose a date first'}
            disabled={!date}
            required
          />
        </div>
        <SelectField
          control={form.control}
          name="investmentInterest"
          label="Investment Interest"
          options={INVESTMENT_INTERESTS}
          placeholder="Select your main interest"
        />
        <TextareaField control={form.control} name="message" label="Additional Information" rows={4} />
        {honeypot.field}
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Scheduling...' : 'Schedule Consultation'}
          </Button>
        </div>
      </form>
    </div>
  )
}
