export { NewsletterBox } from './newsletter/newsletter-box'
export { ContactForm } from './contact/contact-form'
export { ContactDetails } from './contact/contact-details'
export { ConsultationForm } from './consultation/consultation-form'
