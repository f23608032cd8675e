/** The consultation form's resolver, imported on its first validation (zod stays off the first load). */
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { createConsultationSchema, type ConsultationDraft, type ConsultationValues } from './schema'

/** `today` decides which dates are past (the day the form was opened). */
export function consultationResolver(today: Date): Resolver<ConsultationDraft, unknown, ConsultationValues> {
  return zodResolver(createConsultationSchema(today)) as Resolver<ConsultationDraft, unknown, ConsultationValues>
}
