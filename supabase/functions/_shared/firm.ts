/**
 * The firm's facts the chat assistant states. Shared by the site (src/config/site.ts) and the
 * edge functions, which cannot import from src/: plain TypeScript, no imports, runs on Deno too.
 */
export const firm = {
  name: 'Hudson Reinsurance Partners',
  foundedYear: 2005,
  minimumInvestment: 50_000,
} as const
