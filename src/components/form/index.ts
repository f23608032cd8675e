export { TextField, TextareaField } from './text-field'
export { SelectField, type SelectOption } from './select-field'
export { useHoneypot } from './honeypot'
