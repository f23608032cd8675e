/** Every route of the site (docs/product.md §2). */
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
  adminDashboard: '/admin-dashboard',
} as const

/** Public routes that are prerendered, listed in the sitemap and measured by the benches. */
export const publicRoutes = [
  paths.home,
  paths.about,
  paths.investment,
  paths.process,
  paths.calculator,
  paths.contact,
  paths.consultation,
  paths.blog,
  paths.terms,
  paths.privacy,
  paths.disclaimer,
] as const
