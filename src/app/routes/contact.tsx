import { Suspense } from 'react'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { ContactDetails, ContactForm } from '@/features/leads/forms'

export function Component() {
  return (
    <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:py-16">
      <Seo
        title="Contact Us"
        description="Talk to our New York team about reinsurance investment and preferred-share programs. Send a message and we'll get back to you soon."
        path={paths.contact}
      />
      <div className="grid gap-3 text-center">
        <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">Contact Us</h1>
        <p className="mx-auto max-w-2xl text-ink-700">
          Questions about our programs or your next step? Send us a message and a member of our team will reply.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <div className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
          <Suspense>
            <ContactForm />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
