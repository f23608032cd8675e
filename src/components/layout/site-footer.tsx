import { NamedSection } from '@/components/ui/named-section'
import { Mail, MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { footerLinks, site } from '@/config/site'
import { paths } from '@/config/paths'
import { BrandMark } from './brand-mark'

/** Footer (docs/product.md §2): blurb, Quick Links, postal address, e-mail, copyright. */
const FOOTER_HEADING = 'text-sm font-semibold tracking-wider text-white uppercase'

export function SiteFooter() {
  const { address } = site
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Link to={paths.home} className="flex items-center gap-2 rounded-md text-white focus-visible:outline-white">
            <BrandMark className="size-8" />
            <span className="font-serif text-lg font-bold">{site.name}</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{site.blurb}</p>
        </div>
        <NamedSection as="nav" title="Quick Links" titleClassName={FOOTER_HEADING}>
          <ul className="mt-4 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm hover:text-white hover:underline focus-visible:outline-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </NamedSection>
        <div>
          <h2 className={FOOTER_HEADING}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a
                href={`mailto:${site.email}`}
                className="rounded-sm hover:text-white hover:underline focus-visible:outline-white"
              >
                {site.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-content px-4 pt-6 pb-24 text-sm sm:px-6 sm:pb-6">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
