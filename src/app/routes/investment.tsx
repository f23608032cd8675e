import { InvestmentPage } from '@/features/site/investment'

export function Component() {
  return <InvestmentPage />
}
