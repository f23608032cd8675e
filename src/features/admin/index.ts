export { AcceptInvitePage } from './auth/accept-invite-page'
export { RequireAdmin } from './auth/require-admin'
export { SignInPage } from './auth/sign-in-page'
export { AdminDashboard } from './dashboard/admin-dashboard'
