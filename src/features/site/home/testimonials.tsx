import { Quote } from 'lucide-react'
import { testimonials, testimonialsIntro } from '@/content/home'
import { Section } from '../components/section'

/** Three static client testimonials: quote, author, company. */
export function Testimonials() {
  return (
    <Section id="testimonials" title={testimonialsIntro.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.author}>
            <figure className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-accent-500" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">“{item.quote}”</blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-ink-900">{item.author}</span>
                <span className="block text-sm text-ink-600">{item.company}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
