import { FormPage } from '@/components/layout/form-page'
import { paths } from '@/config/paths'
import { ConsultationForm } from '@/features/leads/forms'

export function Component() {
  return (
    <FormPage
      title="Schedule Your Consultation"
      description="Book a consultation with our reinsurance investment team: pick a weekday and a time in New York time, and we'll confirm your appointment."
      path={paths.consultation}
      intro="Choose a weekday and a time that suits you (New York time). One of our specialists will confirm your appointment and answer your questions about reinsurance investing."
    >
      <ConsultationForm />
    </FormPage>
  )
}
