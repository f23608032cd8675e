import { formTypeLabel } from './form-types'

describe('form-type labels', () => {
  it.each([
    ['contact_form', 'Contact Form'],
    ['investment_calculator', 'Investment Calculator'],
    ['lead', 'Lead Generation'],
    ['consultation', 'Consultation'],
    ['newsletter', 'Newsletter'],
    ['chat', 'Chat Handoff'],
    ['other_form', 'Other Form'],
    ['something_new', 'Other Form'],
  ])('%s -> %s', (type, label) => {
    expect(formTypeLabel(type)).toBe(label)
  })
})
