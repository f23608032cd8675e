import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { paths } from '@/config/paths'
import { linkButton } from '../components/link-styles'

/** 404 (docs/product.md §2): message, Return to Home, and the attempted path logged to the console. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <>
      <Seo
        title="Page Not Found"
        description="The page you are looking for does not exist or has been moved."
        path={pathname}
        noindex
      />
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p className="font-serif text-7xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 font-serif text-3xl font-bold text-ink-900">Page Not Found</h1>
        <p className="mt-4 text-lg text-ink-700">
          Sorry, the page you are looking for does not exist or has been moved.
        </p>
        <Link to={paths.home} className={`${linkButton.primary} mt-8`}>
          Return to Home
        </Link>
      </section>
    </>
  )
}
