/** Public API of the leads feature's forms (second entry; see ./index.ts). */
export { ContactForm } from './contact/contact-form'
export { ContactDetails } from './contact/contact-details'
export { ConsultationForm } from './consultation/consultation-form'
