import { supportIntro, supportSteps } from '@/content/home'
import { IconBadge } from '../components/icons'
import { Section } from '../components/section'

/**
 * The three-step support process (step cards: icon, title, description). The icons are
 * decorative (the step number and title carry the meaning); lucide drawings rather than emoji,
 * which show as empty boxes where no emoji font is installed.
 */
export function SupportSteps() {
  return (
    <Section id="support" title={supportIntro.title} lead={supportIntro.lead} tone="tinted">
      <ol className="grid gap-6 md:grid-cols-3">
        {supportSteps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
            <IconBadge name={step.icon} />
            <p className="mt-3 text-sm font-semibold text-accent-700">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-semibold text-ink-900">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
