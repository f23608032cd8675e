import { FormPage } from '@/components/layout/form-page'
import { paths } from '@/config/paths'
import { ContactDetails, ContactForm } from '@/features/leads/forms'

export function Component() {
  return (
    <FormPage
      title="Contact Us"
      description="Talk to our New York team about reinsurance investment and preferred-share programs. Send a message and we'll get back to you soon."
      path={paths.contact}
      intro="Questions about our programs or your next step? Send us a message and a member of our team will reply."
      aside={<ContactDetails />}
    >
      <ContactForm />
    </FormPage>
  )
}
