/** Public API of staff sign-in: the pages, the guard of the staff screens and one's own second factor. */
export { RequireStaff } from './guard/require-staff'
export { AcceptInvitePage } from './invitation/accept-invite-page'
export { SecondFactorDialog } from './mfa/second-factor-dialog'
export { SignInPage } from './sign-in/sign-in-page'
