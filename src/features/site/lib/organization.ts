import { absoluteUrl } from '@/components/seo'
import { site } from '@/config/site'

/** schema.org Organization for the home and about pages (structured data). */
export function organizationJsonLd(): object {
  const { address } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  }
}
