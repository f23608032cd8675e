/**
 * Words of the field that mean the same to a visitor, one group a line: a question using one finds
 * passages using another. The offline assistant's retrieval (src/features/chat/retrieval/) folds
 * each group into its first word. Single words only, lower case. Plain TypeScript, no imports.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['distribution', 'dividend', 'payout', 'payment', 'income'],
  ['return', 'yield', 'earning', 'earn', 'performance', 'gain', 'profit'],
  ['fee', 'cost', 'charge', 'commission', 'expense'],
  ['risk', 'risky', 'danger', 'loss', 'lose', 'safe', 'safety', 'catastrophe', 'catastrophic', 'hurricane'],
  ['guarantee', 'guaranteed', 'warranty', 'promise', 'assured'],
  ['insured', 'fdic', 'sipc', 'protected'],
  ['tax', 'taxes', 'taxation', 'irs', 'taxed', 'deduction'],
  ['eligible', 'eligibility', 'qualify', 'qualified', 'qualification', 'accredited', 'requirement'],
  ['consultation', 'appointment', 'meeting', 'book', 'schedule', 'call'],
  ['contact', 'email', 'phone', 'telephone', 'reach', 'address', 'office', 'location', 'located'],
  ['illiquid', 'liquidity', 'withdraw', 'withdrawal', 'redeem', 'redemption', 'lock', 'exit'],
  ['share', 'shares', 'stake', 'equity'],
  ['reinsurance', 'reinsurer', 'reinsured', 'retrocession'],
  ['founded', 'established', 'history', 'since', 'began'],
  ['diversification', 'diversify', 'diversified', 'correlation', 'uncorrelated'],
  ['regulated', 'regulation', 'regulatory', 'compliance', 'compliant', 'audit', 'audited'],
  ['privacy', 'personal', 'data'],
  ['minimum', 'minimums', 'least', 'smallest'],
  ['start', 'begin', 'started', 'onboard', 'onboarding', 'join'],
  ['age', 'old', 'minor'],
  ['cookie', 'cookies'],
]
