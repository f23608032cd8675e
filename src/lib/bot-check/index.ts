/**
 * The bot check of public forms (docs/decisions/0028-bot-defence.md), for the submission path.
 * With no site key both steps do nothing; with one, the widget and the exchange are imported on
 * the first challenge only.
 */
import { botCheckOn } from './site-key'
import { createBotPasses, type Lead } from './passes'

const passes = createBotPasses({
  obtain: async (action) => {
    const [{ solveChallenge }, { exchangeToken }] = await Promise.all([import('./turnstile'), import('./exchange')])
    return exchangeToken(await solveChallenge(action), action)
  },
  now: () => Date.now(),
})

/** Before a lead is kept on the device: the visitor's challenge (a `bot_check` BackendError when it fails). */
export async function challengeLead(lead: Lead): Promise<void> {
  if (botCheckOn) await passes.challenge(lead)
}

/** Stores a lead with its pass (`null` when the site has no bot check). */
export async function insertWithBotPass(lead: Lead, insert: (pass: string | null) => Promise<void>): Promise<void> {
  if (!botCheckOn) return insert(null)
  return passes.withBotPass(lead, insert)
}

export { botCheckOn } from './site-key'
