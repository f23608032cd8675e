/**
 * Disclosures (docs/decisions/0014-records-and-disclosures.md): the words shown beside projected
 * figures and in the chat. Plain data: edit the words here; the components only place them.
 *
 * The chat answers' short legend and the rule that says which answers carry it live in
 * supabase/functions/_shared/answer-legend.ts, because the chat edge function appends it too and
 * cannot import from src/; it is re-exported below so every disclosure can be found from here.
 */
import { ANSWER_LEGEND } from '../../supabase/functions/_shared/answer-legend.ts'
import { chatDisclosure } from './chat-disclosure'

export const chatAnswerLegend = ANSWER_LEGEND

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

// What the chat says it is, in a module of its own: the chat toggle, on every public page, loads
// these few words without the other disclosures.
export { chatDisclosure }

/**
 * Beside the projection: what the figures assume and how they are computed, and that results vary
 * (hypothetical performance, FINRA Rule 2210(d)(1)(F)). The rates a visitor may pick are the firm's
 * (public.calculator_rates).
 */
export const calculatorMethodology = {
  title: 'How these figures are computed',
  points: [
    'A one-time amount grows at the annual rate you chose, compounded once a year: total = amount x (1 + rate) ^ years.',
    'A monthly contribution is invested at the start of each month and grows at one twelfth of the annual rate, compounded monthly.',
    'Estimated returns are the total less what was invested. No fees, taxes, defaults, losses or inflation are taken into account.',
    "The rates offered are set by the firm for illustration; they are not a forecast of any program's results.",
  ],
  varies: 'Results vary with each use and over time: change the rate, the amount or the years and the figures change.',
}

/**
 * Every disclosure text, by name: what a build records in the archive, and what a printed report's
 * disclosure version is the SHA-256 of (src/content/disclosure-version.ts).
 */
export const disclosureTexts = {
  projectionLegend,
  calculatorDisclaimer,
  calculatorMethodology,
  chatDisclosure,
  chatAnswerLegend,
}
