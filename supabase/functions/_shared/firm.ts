/**
 * The firm's facts the chat assistant states, its postal address and e-mail (the footer, the
 * newsletter's e-mails). Shared by the site (src/config/site.ts) and the edge functions, which
 * cannot import from src/: plain TypeScript, no imports, runs on Deno too. The newsletter's SQL
 * (private.newsletter_sender) states the address and e-mail too; a test compares them.
 */
export const firm = {
  name: 'Hudson Reinsurance Partners',
  foundedYear: 2005,
  minimumInvestment: 50_000,
  email: 'info@hudsonreinsurance.com',
  address: {
    street: '165 Broadway, Suite 2300',
    city: 'New York',
    region: 'NY',
    postalCode: '10006',
    country: 'US',
  },
} as const

/** The postal address on one line (or joined by `separator`). */
export function postalAddress(separator = ', '): string {
  const a = firm.address
  return [a.street, `${a.city}, ${a.region} ${a.postalCode}`].join(separator)
}
