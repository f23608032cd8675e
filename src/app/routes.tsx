import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { RootLayout } from './root-layout'
import { RedirectToSignIn } from './redirect-to-sign-in'
import { RouteError } from './route-error'
import { SiteLayout } from './site-layout'

/**
 * Every route of the site (SPEC section 2). Route modules are lazy: each page is its own chunk,
 * and the admin area, calculator, forms and chat never load on pages that do not use them.
 * Shared by the browser router (main.tsx) and the prerenderer (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        id: 'site',
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.about, lazy: () => import('./routes/about') },
          { path: paths.investment, lazy: () => import('./routes/investment') },
          { path: paths.process, lazy: () => import('./routes/process') },
          { path: paths.calculator, lazy: () => import('./routes/calculator') },
          { path: paths.contact, lazy: () => import('./routes/contact') },
          { path: paths.consultation, lazy: () => import('./routes/consultation') },
          { path: paths.blog, lazy: () => import('./routes/blog') },
          { path: `${paths.blog}/:slug`, lazy: () => import('./routes/blog-post') },
          { path: paths.terms, lazy: () => import('./routes/terms') },
          { path: paths.privacy, lazy: () => import('./routes/privacy') },
          { path: paths.disclaimer, lazy: () => import('./routes/disclaimer') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      { path: paths.admin, element: <RedirectToSignIn /> },
      { path: paths.auth, lazy: () => import('./routes/auth') },
      { path: paths.adminDashboard, lazy: () => import('./routes/admin-dashboard') },
    ],
  },
]
