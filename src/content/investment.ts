/** Investment Opportunities page copy (docs/product.md §2). */
import type { FeatureCard } from './home'

export const investment = {
  eyebrow: 'Investment Opportunities',
  title: 'Investment Opportunities in Reinsurance',
  lead: 'Preferred-share programs that give qualified investors a proportional share of reinsurance underwriting profits, paid on a predictable schedule.',
  sectionTitle: 'Investment',
  sectionLead:
    'A structured way to add an uncorrelated source of income to a long-term portfolio, within a framework aligned with tax-authority guidelines and regulations.',
  cta: {
    title: 'Ready to Learn More?',
    lead: 'A specialist will walk you through eligibility, minimums and the current programs.',
    button: 'Schedule a Consultation',
  },
}

export const investmentBenefits: FeatureCard[] = [
  {
    icon: 'trending-up',
    title: 'Earn Regular Returns',
    description:
      'Receive distributions from underwriting profits on a predictable quarterly schedule, with stable long-term return targets.',
  },
  {
    icon: 'percent',
    title: 'Tax-Advantaged Growth',
    description:
      'Programs are structured to let eligible investors defer or reduce taxes on growth, in line with applicable tax-authority guidelines.',
  },
  {
    icon: 'lock',
    title: 'Secure & Compliant',
    description:
      'Capital is held in regulated trust and collateral accounts, with independent audits and full regulatory compliance.',
  },
]
