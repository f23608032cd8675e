import { Suspense } from 'react'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { ConsultationForm } from '@/features/leads/forms'

export function Component() {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:py-16">
      <Seo
        title="Schedule Your Consultation"
        description="Book a consultation with our reinsurance investment team: pick a weekday and a time in New York time, and we'll confirm your appointment."
        path={paths.consultation}
      />
      <div className="grid gap-3 text-center">
        <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">Schedule Your Consultation</h1>
        <p className="text-ink-700">
          Choose a weekday and a time that suits you (New York time). One of our specialists will confirm your
          appointment and answer your questions about reinsurance investing.
        </p>
      </div>
      <div className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
        <Suspense>
          <ConsultationForm />
        </Suspense>
      </div>
    </div>
  )
}
