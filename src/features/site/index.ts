/**
 * The site feature's public API. Route modules import a page's own entry
 * (`@/features/site/home`, `@/features/site/about`, ...) so each route chunk carries only its page:
 * see docs/decisions/0003-content-and-page-entries.md.
 */
export { AboutPage } from './about'
export { HomePage } from './home'
export { InvestmentPage } from './investment'
export { LegalPage } from './legal'
export { NotFoundPage } from './not-found'
export { ProcessPage } from './process'
