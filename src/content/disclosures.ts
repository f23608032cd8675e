/**
 * Disclosures (docs/decisions/0014-records-and-disclosures.md): the words shown beside projected
 * figures and in the chat. Plain data: edit the words here; the components only place them.
 *
 * The chat answers' short legend and the rule that says which answers carry it live in
 * supabase/functions/_shared/answer-legend.ts, because the chat edge function appends it too and
 * cannot import from src/; it is re-exported below so every disclosure can be found from here.
 */
export { ANSWER_LEGEND as chatAnswerLegend } from '../../supabase/functions/_shared/answer-legend.ts'

/** Beside every projected figure: the calculator's overview, growth chart and table, the report. */
export const projectionLegend = {
  title: 'Hypothetical illustration, not a guarantee',
  points: [
    'These figures are a hypothetical illustration of growth at the rate you chose. They are not actual results of any investment and not a guarantee of future returns.',
    'They assume a fixed annual rate of return, compounded once a year (monthly for monthly contributions), with no fees, taxes, defaults or losses.',
    'An investor may lose some or all of the principal.',
    'Our programs are offered only to accredited investors, and only through their offering documents.',
  ],
  /** Under the chart, pointing to the full legend. */
  short: 'Hypothetical illustration, not a guarantee: assumptions and risks are stated with the figures.',
  /** The printed report's footer, on every page, ends with a link to the full disclaimer. */
  disclaimerLink: 'Full disclaimer',
}

/** The calculator's own disclaimer (the product's wording, kept as it was). */
export const calculatorDisclaimer = {
  label: 'Disclaimer: ',
  text: 'These projections are for educational purposes only and are not financial advice. They assume a constant rate of return; actual results vary and past performance does not guarantee future returns. Speak with a qualified advisor before investing.',
}

/** What the chat says it is: on the toggle and at the top of the panel. */
export const chatDisclosure = {
  toggleLabel: 'Chat with our AI assistant',
  /** Follows the brand name in the panel's title. */
  title: 'AI Assistant',
  description: 'An AI assistant giving general information about reinsurance investments, not investment advice.',
}
