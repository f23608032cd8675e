/** localStorage `formSubmissions` (docs/product.md §3): `{ id: timestamp, formType: 'consultation', data }`. */
import { tolerantArray, z } from '@/lib/zod'
import { createStore } from '@/lib/storage'

export const FORM_SUBMISSIONS_KEY = 'formSubmissions'

const recordSchema = z.object({ id: z.number(), formType: z.string(), data: z.record(z.string(), z.unknown()) })

const listSchema = tolerantArray(recordSchema)

const formSubmissionsStore = createStore({ key: FORM_SUBMISSIONS_KEY, schema: listSchema, fallback: () => [] })

export function appendConsultationRecord(data: Record<string, unknown>, now: number = Date.now()): void {
  formSubmissionsStore.update((list) => [...list, { id: now, formType: 'consultation', data }])
}
