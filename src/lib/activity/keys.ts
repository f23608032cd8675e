/** The spec's own key name (CONTRACT.md): not prefixed. */
export const ACTIVITY_KEY = 'userActivities'
