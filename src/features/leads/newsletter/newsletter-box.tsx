// Placeholder with the spec's look (e-mail input, Subscribe); the leads engineer adds saving.
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="newsletter-title" className="text-xl font-semibold text-ink-900">
        Subscribe to our newsletter
      </h2>
      <form className="mt-4 flex gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input id="newsletter-email" type="email" className="flex-1 rounded-full border px-4" />
        <button type="submit" className="rounded-full bg-brand-700 px-6 py-2 text-white">
          Subscribe
        </button>
      </form>
    </section>
  )
}
