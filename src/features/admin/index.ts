export { AdminGuard } from './auth/admin-guard'
export { SignInPage } from './auth/sign-in-page'
export { AdminDashboard } from './dashboard/admin-dashboard'
