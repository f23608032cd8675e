/** The contact form's resolver, imported on its first validation (zod stays off the first load). */
import { zodResolver } from '@hookform/resolvers/zod'
import { contactSchema } from './schema'

export const contactResolver = zodResolver(contactSchema)
