export { NewsletterBox } from './newsletter/newsletter-box'
