import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { mainNav } from '@/config/site'
import { paths } from '@/config/paths'
import { mobileLink, primaryLinkButton } from './nav-styles'

const MENU_ID = 'mobile-menu'

/** Below 768 px: a toggle that opens the same links plus Get Started. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const close = () => setOpen(false)

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-ink-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  onClick={close}
                  className={({ isActive }) => mobileLink(isActive)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={paths.consultation} onClick={close} className={`${primaryLinkButton} mt-3 flex w-full`}>
          Get Started
        </Link>
      </div>
    </div>
  )
}
