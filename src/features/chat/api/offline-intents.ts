/**
 * The little the offline assistant says that is not about the firm: a greeting and thanks. What it
 * says about the firm it quotes from the site's own pages (offline-assistant.ts). Answers use the
 * small markup the chat renders safely (paragraphs, `- ` lists, `[text](/path)` links).
 */

export interface Intent {
  id: string
  /** Each matching pattern adds its weight (default 1) to the intent's score. */
  patterns: ReadonlyArray<RegExp | [RegExp, number]>
  answer: string
}

export const intents: readonly Intent[] = [
  {
    id: 'greeting',
    patterns: [[/^(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.,?]*$/, 2]],
    answer: `Hello! I answer from the firm's own pages: how the programs work, the process, risks, eligibility, taxes or how to book a consultation. What would you like to know?`,
  },
  {
    id: 'thanks',
    patterns: [[/^(thanks?|thank you|thx|many thanks|much appreciated)\b[\w\s!.,]*$/, 2]],
    answer: `You're welcome! If anything else comes up, just ask, or choose "Talk to a person".`,
  },
]
