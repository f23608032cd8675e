export { InvestmentCalculator } from './components/investment-calculator'
