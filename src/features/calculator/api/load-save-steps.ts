/**
 * Fetches the saving path (sonner, submissions) once. It lives apart from the lazy steps so the
 * steps that call it do not import the module that lazily imports them.
 */
import { loadOnce } from '@/components/form/load-once'

export const loadSend = loadOnce(() => import('./save-steps'))
