/** Home page copy (docs/product.md §1). Icons are names resolved by the site feature. */
export type IconName =
  'award' | 'sliders' | 'shield' | 'handshake' | 'trending-up' | 'percent' | 'lock' | 'search' | 'wrench'

export interface FeatureCard {
  icon: IconName
  title: string
  description: string
}

/** A step card. The copy names an emoji; it is drawn as an icon (emoji fonts are not everywhere). */
export interface StepCard {
  icon: IconName
  title: string
  description: string
}

export interface Testimonial {
  quote: string
  author: string
  company: string
}

export const homeHero = {
  eyebrow: 'Reinsurance investment, New York',
  title: 'Building Resilient Futures Through Reinsurance',
  lead: 'Structured reinsurance and preferred-share programs that let qualified investors share in the underwriting profits of carefully selected reinsurance blocks, with regular distributions and tax-advantaged growth.',
  cta: 'Get Started',
  secondary: 'How it works',
  imageAlt: 'Abstract illustration of a columned building rising above layered waves, symbolising protected capital',
} as const

export const benefitsIntro = {
  title: 'Why Partner With Us',
  lead: 'Two decades of reinsurance experience, applied to the needs of each investor and each program.',
} as const

export const benefits: FeatureCard[] = [
  {
    icon: 'award',
    title: 'Decades of Expertise',
    description:
      'Since 2005 our underwriters and actuaries have structured and managed reinsurance programs across property, casualty and specialty lines.',
  },
  {
    icon: 'sliders',
    title: 'Tailored Solutions',
    description:
      'Each program is shaped around your objectives, time horizon and tax position rather than sold off the shelf.',
  },
  {
    icon: 'shield',
    title: 'Financial Strength and Security',
    description:
      'Capital is placed with well-rated ceding insurers and held in regulated trust and collateral structures.',
  },
  {
    icon: 'handshake',
    title: 'Reliable Partnerships',
    description:
      'We work alongside insurers, advisors and institutions for the long term, with clear reporting at every step.',
  },
]

export const supportIntro = {
  title: 'How We Support You',
  lead: 'A disciplined three-step process, from the first conversation to ongoing oversight.',
} as const

export const supportSteps: StepCard[] = [
  {
    icon: 'search',
    title: 'Assess and Analyze',
    description:
      'We review your goals, liquidity needs and eligibility, and analyse the reinsurance blocks that fit your profile.',
  },
  {
    icon: 'wrench',
    title: 'Design and Deploy',
    description:
      'We structure your participation, complete the documentation with you and place your capital in the selected program.',
  },
  {
    icon: 'trending-up',
    title: 'Monitor and Adapt',
    description:
      'We track underwriting results, report each quarter and adjust allocations as markets and your circumstances change.',
  },
]

export const testimonialsIntro = {
  title: 'What Our Clients Say',
} as const

export const testimonials: Testimonial[] = [
  {
    quote:
      'Their team explained every layer of the structure before we committed a dollar. The quarterly distributions have arrived exactly as scheduled.',
    author: 'Margaret Ellison',
    company: 'Ellison Family Office',
  },
  {
    quote:
      'We wanted an asset that does not move with the equity market. The reinsurance program gave our portfolio exactly that balance.',
    author: 'David Okafor',
    company: 'Okafor Manufacturing Group',
  },
  {
    quote:
      'As an advisor I value transparency. The reporting is clear, the people are reachable, and my clients understand what they own.',
    author: 'Sarah Lindqvist',
    company: 'Northbridge Wealth Advisors',
  },
]

export const closingCta = {
  title: 'Ready to Strengthen Your Portfolio?',
  lead: 'Talk with a specialist about whether a reinsurance program suits your goals. The first consultation carries no obligation.',
  primary: 'Schedule a Consultation',
  secondary: 'Estimate Your Returns',
} as const
