/** Public API of the manage-booking feature: the visitor's page of their consultation. */
export { ManageBookingPage } from './manage-booking-page'
export type { RenderPicker, SlotChoice } from './booking-actions'
