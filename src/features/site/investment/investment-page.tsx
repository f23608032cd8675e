import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { investment, investmentBenefits } from '@/content/investment'
import { CtaBand } from '../components/cta-band'
import { FeatureCards } from '../components/feature-cards'
import { linkButton } from '../components/link-styles'
import { PageHero } from '../components/page-hero'
import { Section } from '../components/section'

/** Investment Opportunities (docs/product.md §2). */
export function InvestmentPage() {
  return (
    <>
      <Seo
        title="Investment Opportunities"
        description="Earn regular returns, tax-advantaged growth and secure, compliant structures through reinsurance preferred-share programs for qualified investors."
        path={paths.investment}
      />
      <PageHero eyebrow={investment.eyebrow} title={investment.title} lead={investment.lead}>
        <Link to={paths.calculator} className={linkButton.primary}>
          Estimate Your Returns
        </Link>
      </PageHero>
      <Section id="investment" title={investment.sectionTitle} lead={investment.sectionLead}>
        <FeatureCards cards={investmentBenefits} columns={3} />
      </Section>
      <CtaBand id="learn-more" title={investment.cta.title} lead={investment.cta.lead}>
        <Link to={paths.consultation} className={linkButton.onDark}>
          {investment.cta.button}
        </Link>
      </CtaBand>
    </>
  )
}
