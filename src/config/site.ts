/** One place for the firm's name, contact details, navigation and SEO defaults. */
// The name, founding year, minimum, e-mail and postal address are shared with the edge functions
// (the chat's system prompt) and checked against the newsletter's e-mails in SQL.
import { firm, postalAddress } from '../../supabase/functions/_shared/firm.ts'
import { paths } from './paths'

export const site = {
  name: firm.name,
  /** Short brand name: default author of blog posts. */
  brand: 'Hudson Re',
  email: firm.email,
  phone: '+1 (212) 555-0142',
  address: firm.address,
  /** Canonical origin of the production site (no trailing slash). */
  url: import.meta.env.VITE_SITE_URL || 'https://www.hudsonreinsurance.com',
  foundedYear: firm.foundedYear,
  minimumInvestment: firm.minimumInvestment,
  blurb:
    'Structured reinsurance investment and preferred-share programs for insurers, qualified individuals, business owners, institutions and advisors.',
  seo: {
    titleTemplate: '%s | Hudson Reinsurance Partners',
    defaultTitle: 'Hudson Reinsurance Partners | Resilient Reinsurance Investments',
    description:
      'Reinsurance investment and preferred-share programs from New York: regular distributions, tax-advantaged growth and stable long-term returns for qualified investors.',
    image: '/images/og-default.png',
    locale: 'en_US',
  },
} as const

export const mainNav = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Investment', to: paths.investment },
  { label: 'Process', to: paths.process },
  { label: 'Contact', to: paths.contact },
] as const

export const footerLinks = [
  { label: 'Blog', to: paths.blog },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Disclaimer', to: paths.disclaimer },
] as const

export const formatAddress = postalAddress
