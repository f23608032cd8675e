/**
 * What the offline assistant knows: the firm's own facts (programs, process, contact, minimum, history), each with
 * the words that point to it. Answers use the small markup the chat renders safely
 * (paragraphs, `- ` lists, `[text](/path)` links).
 */
import { formatAddress, site } from '@/config/site'
import { paths } from '@/config/paths'

const minimum = `$${site.minimumInvestment.toLocaleString('en-US')}`
const callLink = `[schedule a consultation](${paths.consultation})`

export interface Intent {
  id: string
  /** Each matching pattern adds its weight (default 1) to the intent's score. */
  patterns: ReadonlyArray<RegExp | [RegExp, number]>
  answer: string
}

export const intents: readonly Intent[] = [
  {
    id: 'minimum',
    patterns: [
      [/\bminimum\b|\bmin\b/, 3],
      [/how much/, 2],
      /\bleast\b/,
      /\bentry\b/,
      /\binvest(ment)?\b/,
      [/\$\s?\d/, 3],
      /\bamount\b/,
    ],
    answer: `The minimum investment is ${minimum}. Programs are sized for each investor above that, so if you'd like to discuss an amount, feel free to ${callLink}.`,
  },
  {
    id: 'track-record',
    patterns: [
      [/track record|since when|how long have|how long has|founded|established|history/, 3],
      [/\bexperience\b|\byears?\b|\bold\b/, 1],
    ],
    answer: `${site.name} has a track record in reinsurance investments since ${site.foundedYear}, built on disciplined underwriting and long-term partnerships.`,
  },
  {
    id: 'distributions',
    patterns: [
      [/distribut|dividend|payout|pay out|paid|quarter/, 3],
      [/how often|income|cash flow/, 2],
    ],
    answer: `Qualified investors receive a proportional share of underwriting profits, distributed quarterly on a predictable schedule.`,
  },
  {
    id: 'returns',
    patterns: [
      [/\breturns?\b|\byield\b|performance|\bearn/, 3],
      [/profit|interest rate|percent|%|grow/, 1],
    ],
    answer: `Our programs aim for stable long-term returns from the profits of reinsurance blocks, paid out quarterly. Results depend on the program and past performance does not guarantee future returns. You can try our [investment calculator](${paths.calculator}) or ${callLink} to discuss figures.`,
  },
  {
    id: 'qualified',
    patterns: [
      [/qualif|accredit|eligib|who can invest|requirement/, 3],
      [/minimum age|how old|\bage\b/, 5],
      [/net worth|income|\b18\b|\bwho\b/, 1],
    ],
    answer: `Our programs are open to qualified investors: insurers, qualified individuals, business owners, institutions and advisors. Eligibility depends on minimum net worth and income requirements, and investors must be at least 18. Our team can confirm your eligibility if you ${callLink}.`,
  },
  {
    id: 'preferred-shares',
    patterns: [[/preferred|\bshares?\b|share program/, 3], /equity|\bstock/],
    answer: `Through our preferred-share programs, qualified investors buy shares in select reinsurance blocks and share in their underwriting profits, with quarterly distributions.`,
  },
  {
    id: 'tax',
    patterns: [[/\btax|\biras?\b|\birs\b|deduct|401/, 3]],
    answer: `Our structures are designed for tax-advantaged growth within a framework aligned with tax-authority guidelines. The exact benefits depend on your situation, so please check with your tax advisor, or ${callLink} with our team.`,
  },
  {
    id: 'insured',
    patterns: [
      [/\bfdic\b|\bsipc\b|\binsured\b|deposit insurance|government[- ]backed|backed by the government/, 5],
      [/\b(is|are) (it|this|they|my (money|investment|capital)|the investments?) (protected|covered)\b/, 5],
    ],
    answer: `No. Our programs are not bank deposits: they are not FDIC insured, not insured by any government agency and not guaranteed, and they may lose value, including the principal you invest. They are offered only to accredited investors through offering documents, which describe the risks. To go through them with our team, ${callLink}.`,
  },
  {
    id: 'risk',
    patterns: [
      [/\brisks?\b|\brisky\b|\bsafe|\blose\b|\bloss|guarantee|hurricane|catastroph|disaster/, 3],
      /secure|volatil|protect/,
    ],
    answer: `Every investment carries risk, including possible loss of principal, and these programs suit sophisticated investors. We manage risk through careful underwriting, diversification across reinsurance blocks and ongoing monitoring. Our [process page](${paths.process}) explains more, or you can ${callLink}.`,
  },
  {
    id: 'compliance',
    patterns: [
      [/complian|regulat|transparen|audit|legit|licens|trust|\bsec\b|registered|registration/, 3],
      /report|statement/,
    ],
    answer: `Transparency and compliance are core to how we work: our programs follow a framework aligned with regulations and tax-authority guidelines, and investors receive clear reporting on their holdings.`,
  },
  {
    id: 'reinsurance',
    patterns: [[/reinsurance|insurance for insur/, 2], [/what is|how does|how do|explain|work/, 1], /\bblocks?\b/],
    answer: `Reinsurance is insurance for insurance companies: insurers pass part of their risk to reinsurers. Our investors share in the profits of select reinsurance blocks:\n\n- You buy shares in a reinsurance block\n- The block is underwritten and its risk is managed\n- Underwriting profits are distributed quarterly`,
  },
  {
    id: 'get-started',
    patterns: [
      [/get started|how (do|can) i (start|begin|invest|join)|sign up|next step|\bapply\b|onboard/, 4],
      [/\bstart|\bbegin|\bprocess\b|\bsteps?\b/, 2],
    ],
    answer: `Getting started is simple:\n\n1. ${callLink.replace('schedule', 'Schedule')} with our team\n2. We confirm your eligibility and goals\n3. We design a program that fits, with a minimum investment of ${minimum}`,
  },
  {
    id: 'schedule',
    patterns: [[/schedul|consult|appointment|meeting|\bbook\b|\bcall\b|speak|talk to/, 3]],
    answer: `We'd be glad to talk. You can ${callLink} at a time that suits you, on any weekday.`,
  },
  {
    id: 'contact',
    patterns: [[/contact|e-?mail|phone|number|reach|address|office|located|location|where are/, 3]],
    answer: `You can reach ${site.name} at ${site.email} or ${site.phone}. Our office is at ${formatAddress()}. You can also use our [contact form](${paths.contact}) or ${callLink}.`,
  },
  {
    id: 'fees',
    patterns: [[/\bfees?\b|\bcosts?\b|\bcharges?\b|commission|expense/, 3]],
    answer: `Fees depend on the program and its structure, so I can't quote them here. The best next step is to ${callLink} and our team will walk you through them.`,
  },
  {
    id: 'liquidity',
    patterns: [[/withdraw|liquid|lock.?up|redeem|cash out|get my money|exit|term\b|duration/, 3]],
    answer: `Holding periods and withdrawal terms vary by program. Our team can explain them for the program that interests you: please ${callLink}.`,
  },
  {
    id: 'about',
    patterns: [
      [
        /who are you|what do you (do|offer|invest in)|about (you|the firm|the company)|your company|what is hudson|what (programs|products)/,
        4,
      ],
      /company|firm/,
    ],
    answer: `${site.name} is a New York reinsurance investment firm. We offer structured reinsurance investment and preferred-share programs with regular distributions, tax-advantaged growth and stable long-term returns. Learn more on our [about page](${paths.about}).`,
  },
  {
    id: 'greeting',
    patterns: [[/^(hi|hello|hey|good (morning|afternoon|evening))\b/, 2]],
    answer: `Hello! I can answer questions about our reinsurance investments: the minimum investment, how the programs work, tax advantages, risk, or how to get started. What would you like to know?`,
  },
  {
    id: 'thanks',
    patterns: [[/thank|thx|appreciate/, 2]],
    answer: `You're welcome! If anything else comes up, just ask, or ${callLink} with our team.`,
  },
]

export const fallbackAnswer = `I'm not sure I can answer that accurately here. Our team would be happy to help: please ${callLink} or write to ${site.email}.`
