/**
 * What the newsletter box tells a visitor before they subscribe. Each sign-up records `version`
 * with its consent (newsletter_consents.wording_version): give the words a new version whenever
 * they change, so the firm knows what each subscriber agreed to.
 */
export const NEWSLETTER_CONSENT = {
  version: 'newsletter-2026-11',
  text: 'We will e-mail you a link to confirm first. Then: occasional insights on reinsurance investing, each e-mail with a one-click unsubscribe.',
} as const
