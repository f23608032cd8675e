/** About page copy (docs/product.md §2, About). */
export const about = {
  eyebrow: 'Our firm',
  lead: 'A New York firm that opens the reinsurance market to qualified investors, businesses and institutions.',
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      'Founded in 2005, we structure reinsurance investment and preferred-share programs that let qualified investors participate in the underwriting results of carefully selected reinsurance blocks.',
      'Our team of underwriters, actuaries and investment professionals works with insurers, business owners, institutions and financial advisors. We select the risks, structure the participation and report on results, so our investors can hold an asset whose returns depend on insurance outcomes rather than on the stock market.',
    ],
  },
  mission: {
    title: 'Our Mission',
    statement:
      'To make the stability of reinsurance available to more investors, with structures that are understandable, aligned with tax-authority guidelines and built to last.',
  },
  valuesTitle: 'Our Values',
  values: [
    {
      title: 'Accessibility',
      description:
        'We open an asset class long reserved for large institutions to qualified individuals and businesses, with clear minimums and plain-language documents.',
    },
    {
      title: 'Transparency',
      description:
        'Investors see how their capital is deployed, which risks it carries and how distributions are calculated, every quarter.',
    },
    {
      title: 'Sustainability',
      description:
        'We favour disciplined underwriting and long-term partnerships over short-term volume, so programs remain sound through the insurance cycle.',
    },
  ],
} as const
