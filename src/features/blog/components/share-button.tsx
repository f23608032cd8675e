import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

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

export function ShareButton({ title }: { title: string }) {
  return (
    <Button variant="outline" onClick={() => void sharePost(title, window.location.href)}>
      <Share2 aria-hidden="true" className="size-4" />
      Share<span className="sr-only"> this article</span>
    </Button>
  )
}
