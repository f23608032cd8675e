import { Seo } from '@/components/seo'
import { DateText } from '@/components/ui/date-text'
import { formatAddress, site } from '@/config/site'
import { parseLegal, type LegalSource } from './parse-legal'

/** One component for Terms, Privacy and Disclaimer: the text itself lives in src/content/legal. */
export function LegalPage({ source, path }: { source: LegalSource; path: string }) {
  const doc = parseLegal(source, { company: site.name, email: site.email, address: formatAddress() })
  return (
    <>
      <Seo title={doc.title} description={doc.description} path={path} />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <header className="border-b border-ink-200 pb-8">
          <h1 className="font-serif text-4xl font-bold text-ink-900">{doc.title}</h1>
          <p className="mt-3 text-ink-600">
            {doc.dateLabel}: <DateText date={doc.date} />
          </p>
        </header>
        {doc.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-2xl font-semibold text-ink-900">
              {section.heading}
            </h2>
            {section.blocks.map((block, index) =>
              block.kind === 'list' ? (
                <ul key={index} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={index} className="mt-4 leading-relaxed text-ink-700">
                  {block.text}
                </p>
              ),
            )}
          </section>
        ))}
      </article>
    </>
  )
}
