/** The handoff form's resolver, imported on its first validation (zod stays off the panel's load). */
import { zodResolver } from '@hookform/resolvers/zod'
import { handoffSchema } from './schema'

export const handoffResolver = zodResolver(handoffSchema)
