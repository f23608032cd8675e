/** Every URL path of the site (docs/product.md §2); src/app/route-table.ts says what each one is. */
export const paths = {
  home: '/',
  about: '/about',
  investment: '/investment',
  process: '/process',
  calculator: '/investment-calculator',
  contact: '/contact',
  consultation: '/schedule-consultation',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  terms: '/terms',
  privacy: '/privacy',
  disclaimer: '/disclaimer',
  admin: '/admin',
  auth: '/auth',
  acceptInvite: '/auth/accept-invite',
  adminDashboard: '/admin-dashboard',
} as const
