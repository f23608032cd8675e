export { InvestmentPage } from './investment-page'
