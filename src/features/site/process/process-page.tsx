import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { advantageBullets, processPage, processSteps } from '@/content/process'
import { CtaBand } from '../components/cta-band'
import { linkButton } from '../components/link-styles'
import { PageHero } from '../components/page-hero'
import { Section } from '../components/section'

/** Our Investment Process (docs/product.md §2): four steps, the reinsurance advantage, a call to action. */
export function ProcessPage() {
  return (
    <>
      <Seo
        title="Our Investment Process"
        description="How reinsurance investing works: investor participation, underwriting and risk management, quarterly profit distribution and tax efficiency."
        path={paths.process}
      />
      <PageHero eyebrow={processPage.eyebrow} title={processPage.title} lead={processPage.lead} />
      <section aria-label="Process steps" className="bg-white">
        <ol className="mx-auto grid max-w-content gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2">
          {processSteps.map((step) => (
            <li key={step.number} className="flex gap-5 rounded-2xl border border-ink-200 p-6 shadow-sm">
              <span aria-hidden="true" className="font-serif text-4xl font-bold text-accent-700">
                {step.number}
              </span>
              <div>
                <h2 id={`step-${step.number}`} className="text-xl font-semibold text-ink-900">
                  <span className="sr-only">Step {step.number}: </span>
                  {step.title}
                </h2>
                <p className="mt-2 leading-relaxed text-ink-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <Section id="advantage" title={processPage.advantageTitle} lead={processPage.advantageLead} tone="tinted">
        <ul className="mx-auto grid max-w-3xl gap-4">
          {advantageBullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 rounded-xl bg-white p-4 text-ink-800 shadow-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {bullet}
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="process-cta" title={processPage.cta.title} lead={processPage.cta.lead}>
        <Link to={paths.consultation} className={linkButton.onDark}>
          {processPage.cta.button}
        </Link>
      </CtaBand>
    </>
  )
}
