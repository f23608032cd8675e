import { NamedSection } from '@/components/ui/named-section'
import { Mail, MapPin, Phone } from 'lucide-react'
import { formatAddress, site } from '@/config/site'

/** The location block and the e-mail link of the contact page. */
export function ContactDetails() {
  return (
    <NamedSection
      as="aside"
      title="Our Location"
      className="grid content-start gap-5 self-start rounded-2xl bg-brand-950 p-6 text-brand-50"
      titleClassName="text-xl font-semibold text-white"
    >
      <address className="grid gap-4 not-italic">
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {site.name}
            <br />
            {formatAddress('\n')
              .split('\n')
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </span>
        </p>
        <p className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <a href={`mailto:${site.email}`} className="underline underline-offset-4 hover:text-white">
            {site.email}
          </a>
        </p>
        <p className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <a
            href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
            className="underline underline-offset-4 hover:text-white"
          >
            {site.phone}
          </a>
        </p>
      </address>
    </NamedSection>
  )
}
