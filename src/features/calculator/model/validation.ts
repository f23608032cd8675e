/** The steps' resolvers, imported on the first validation (zod stays off the page's first load). */
import { zodResolver } from '@hookform/resolvers/zod'
import { calculationSchema, qualificationSchema, userInfoSchema } from './schema'

export const userInfoResolver = zodResolver(userInfoSchema)
export const qualificationResolver = zodResolver(qualificationSchema)
export const calculationResolver = zodResolver(calculationSchema)
