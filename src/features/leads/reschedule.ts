/** Public API of the leads feature's booking picker (third entry; see ./index.ts): the manage-booking page's new day and time. */
export { ReschedulePicker, type SlotChoice } from './consultation/reschedule-picker'
