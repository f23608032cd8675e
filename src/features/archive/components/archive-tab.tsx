/** The Archive tab (admins and compliance): every communication shown to the public, as it looked. */
export function ArchiveTab() {
  return (
    <section aria-labelledby="archive-heading" className="grid gap-4">
      <h2 id="archive-heading" className="text-xl font-semibold text-ink-900">
        Archive
      </h2>
    </section>
  )
}
