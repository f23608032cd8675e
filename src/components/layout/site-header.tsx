import { Link, NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { mainNav, site } from '@/config/site'
import { BrandMark } from './brand-mark'
import { MobileMenu } from './mobile-menu'
import { pillLink, primaryLinkButton } from './nav-styles'
import { useScrolled } from './use-scrolled'

/**
 * Sticky header (docs/product.md §2): tinted at the top of the page, white with a shadow once the
 * page is scrolled more than 20 px. Text colours pass AA on both backgrounds.
 */
export function SiteHeader() {
  const scrolled = useScrolled(20)
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-50 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'bg-white shadow-md' : 'bg-brand-50 shadow-none'
      }`}
    >
      <div className="relative mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md text-brand-800">
          <BrandMark className="size-8 shrink-0" />
          <span className="font-serif text-base font-bold sm:text-lg">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 rounded-full border border-ink-200 bg-white p-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={({ isActive }) => pillLink(isActive)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={paths.consultation} className={`${primaryLinkButton} hidden md:inline-flex`}>
          Get Started
        </Link>
        <MobileMenu />
      </div>
    </header>
  )
}
