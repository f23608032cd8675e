import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { homeHero } from '@/content/home'
import { linkButton } from '../components/link-styles'

/** The home hero: the page's <h1>, Get Started to /contact, and the LCP illustration (never lazy). */
export function HomeHero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{homeHero.eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-bold text-ink-900 md:text-5xl">
            {homeHero.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-ink-700">{homeHero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to={paths.contact} className={linkButton.primary}>
              {homeHero.cta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <a href="#support-title" className={linkButton.outline}>
              {homeHero.secondary}
            </a>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          width={560}
          height={420}
          alt={homeHero.imageAlt}
          fetchPriority="high"
          decoding="async"
          className="h-auto w-full rounded-3xl"
        />
      </div>
    </section>
  )
}
