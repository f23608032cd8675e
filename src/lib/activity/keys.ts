import { appKey } from '@/lib/storage'

/** The spec's own key name (docs/interfaces.md): not prefixed. */
export const ACTIVITY_KEY = 'userActivities'

/** sessionStorage: records written but not yet accepted by the database. */
export const PENDING_ACTIVITY_KEY = appKey('activity-pending')
