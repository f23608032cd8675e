import { Share2 } from 'lucide-react'

/** Shares through the Web Share API where the browser has it; otherwise copies the link. */
export async function sharePost(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      // Sharing refused or failed: fall back to copying the link.
    }
  }
  // sonner is already loaded by the app's <Toaster/>; importing it here keeps it off the first load.
  const { toast } = await import('sonner')
  try {
    await navigator.clipboard.writeText(url)
    toast.success('Link copied', { description: 'The article link is on your clipboard.' })
  } catch {
    toast.error('Could not copy the link', { description: url })
  }
}

/** The outline button's look as a plain class string: the post page needs no run-time class merging. */
const outlineButton =
  'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-6 text-sm font-semibold whitespace-nowrap text-brand-700 transition-colors hover:bg-brand-50'

export function ShareButton({ title }: { title: string }) {
  return (
    <button type="button" className={outlineButton} onClick={() => void sharePost(title, window.location.href)}>
      <Share2 aria-hidden="true" className="size-4" />
      Share<span className="sr-only"> this article</span>
    </button>
  )
}
