/**
 * Public API of the leads feature, in two entries so each page downloads only what it shows:
 * this one (the light newsletter box, rendered on the blog) and `./forms` (the contact and
 * consultation forms with their form stack). See docs/decisions/0004.
 */
export { NewsletterBox } from './newsletter/newsletter-box'
