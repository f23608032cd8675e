/**
 * Cloudflare Turnstile's site key (VITE_TURNSTILE_SITE_KEY, public by design). Unset: no
 * challenge, and neither the widget's script nor the code that loads it is ever fetched.
 */
export const TURNSTILE_SITE_KEY = import.meta.env.VITE_TURNSTILE_SITE_KEY?.trim() ?? ''

/** True when public forms pass the bot check before their lead is kept (docs/decisions/0028-bot-defence.md). */
export const botCheckOn = TURNSTILE_SITE_KEY !== ''
