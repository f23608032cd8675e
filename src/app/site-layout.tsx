import { Outlet } from 'react-router-dom'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ChatLauncher } from '@/features/chat'
import { ChatHandoff } from '@/features/leads/handoff'

/**
 * The public site's frame: sticky header, page, footer, and the chat launcher. The launcher stays
 * mounted from page to page, so an open chat and its conversation follow the visitor around.
 */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {/* "Talk to a person" in the chat panel: the leads feature's form, a chunk of its own. */}
      <ChatLauncher handoff={ChatHandoff} />
    </div>
  )
}
