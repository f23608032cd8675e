import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { benefits, benefitsIntro, closingCta } from '@/content/home'
import { CtaBand } from '../components/cta-band'
import { FeatureCards } from '../components/feature-cards'
import { linkButton } from '../components/link-styles'
import { Section } from '../components/section'
import { organizationJsonLd } from '../lib/organization'
import { HomeHero } from './home-hero'
import { SupportSteps } from './support-steps'
import { Testimonials } from './testimonials'

/** Home (docs/product.md §1). The chat launcher is composed next to it by the route module. */
export function HomePage() {
  return (
    <>
      <Seo path={paths.home} jsonLd={[organizationJsonLd()]} />
      <HomeHero />
      <Section id="benefits" title={benefitsIntro.title} lead={benefitsIntro.lead}>
        <FeatureCards cards={benefits} />
      </Section>
      <SupportSteps />
      <Testimonials />
      <CtaBand id="closing-cta" title={closingCta.title} lead={closingCta.lead}>
        <Link to={paths.consultation} className={linkButton.onDark}>
          {closingCta.primary}
        </Link>
        <Link to={paths.calculator} className={linkButton.onDarkOutline}>
          {closingCta.secondary}
        </Link>
      </CtaBand>
    </>
  )
}
