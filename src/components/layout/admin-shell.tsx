import type * as React from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { cn } from '@/lib/utils'

/** The admin area's frame: a slim brand bar and the page's <main>. */
export function AdminShell({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center px-4 sm:px-6">
          <Link to={paths.home} className="font-semibold text-brand-800 hover:underline">
            {site.name}
          </Link>
          <span className="ml-2 text-sm text-ink-600">Admin</span>
        </div>
      </header>
      <main id="main" className={cn('mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6', className)}>
        {children}
      </main>
    </div>
  )
}

/** Full-screen spinner shown while the admin check or the first data load runs. */
export function AdminFullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-ink-50" aria-busy="true">
      <span role="status" className="flex flex-col items-center gap-3 text-ink-700">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        />
        <span className="text-sm">{label}</span>
      </span>
    </div>
  )
}
