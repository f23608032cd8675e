/** Process page copy (docs/product.md §2, Process). */
export const processPage = {
  eyebrow: 'How it works',
  title: 'Our Investment Process',
  lead: 'From your first share to your quarterly distribution: how a reinsurance participation works, step by step.',
  advantageTitle: 'The Reinsurance Advantage',
  advantageLead:
    'Reinsurance spreads and limits risk by design. Our programs add further safeguards around the capital you commit.',
  cta: {
    title: 'Start the Conversation',
    lead: 'Find out whether you qualify and which program fits your goals.',
    button: 'Contact Us Today',
  },
}

export const processSteps = [
  {
    number: '01',
    title: 'Investor Participation',
    description:
      'Qualified investors buy preferred shares in select reinsurance blocks, each a defined portfolio of policies ceded by established insurers.',
  },
  {
    number: '02',
    title: 'Underwriting & Risk Management',
    description:
      'Our underwriters and actuaries select, price and monitor the risks, using diversification, limits and retrocession to protect the block.',
  },
  {
    number: '03',
    title: 'Profit Distribution',
    description:
      'Investors receive a proportional share of the underwriting profits of their block, distributed quarterly.',
  },
  {
    number: '04',
    title: 'Tax Efficiency',
    description:
      'The structure follows tax-authority guidelines so that eligible investors can benefit from tax-advantaged growth and distributions.',
  },
] as const

export const advantageBullets = [
  'Returns driven by insurance outcomes, with low correlation to equity and bond markets',
  'Risks spread across many policies, lines of business and regions',
  'Exposure capped by treaty limits and protected by retrocession',
  'Capital held in regulated trust and collateral accounts',
  'Independent actuarial review and annual audits of every block',
] as const
