import { Eye, Leaf, Users } from 'lucide-react'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { about } from '@/content/about'
import { PageHero } from '../components/page-hero'
import { Section } from '../components/section'
import { organizationJsonLd } from '../lib/organization'

const valueIcons = [Users, Eye, Leaf] as const

/** About (docs/product.md §2): title, Who We Are, mission statement, three values. */
export function AboutPage() {
  return (
    <>
      <Seo
        title="About"
        description={`About ${site.name}: who we are, our mission and the values behind our reinsurance investment programs.`}
        path={paths.about}
        jsonLd={[organizationJsonLd()]}
      />
      <PageHero eyebrow={about.eyebrow} title={`About ${site.name}`} lead={about.lead} />
      <section aria-labelledby="who-we-are-title" className="bg-white">
        <div className="mx-auto grid max-w-content gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="who-we-are-title" className="font-serif text-3xl font-bold text-ink-900">
              {about.whoWeAre.title}
            </h2>
            {about.whoWeAre.paragraphs.map((text) => (
              <p key={text.slice(0, 24)} className="mt-4 leading-relaxed text-ink-700">
                {text}
              </p>
            ))}
          </div>
          <div className="rounded-2xl bg-brand-800 p-8 text-white">
            <h2 id="mission" className="font-serif text-2xl font-bold">
              {about.mission.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{about.mission.statement}</p>
          </div>
        </div>
      </section>
      <Section id="values" title={about.valuesTitle} tone="tinted">
        <ul className="grid gap-6 md:grid-cols-3">
          {about.values.map((value, index) => {
            const Icon = valueIcons[index] ?? Users
            return (
              <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 text-xl font-semibold text-ink-900">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{value.description}</p>
              </li>
            )
          })}
        </ul>
      </Section>
    </>
  )
}
