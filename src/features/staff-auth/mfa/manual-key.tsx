import { Copy } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

/** The secret in groups of four, as authenticator apps print it. */
export const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/** The setup key for typing into an app by hand, grouped for reading, with a copy button. */
export function ManualKey({ secret }: { secret: string }) {
  const copy = () =>
    void navigator.clipboard.writeText(secret).then(
      () => toast.success('Setup key copied'),
      () => toast.error('The key could not be copied: select it and copy it yourself'),
    )
  return (
    <div className="grid gap-1.5">
      <p id="manual-key-label" className="text-sm font-medium text-ink-900">
        Setup key
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-labelledby="manual-key-label"
          className="rounded-md border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-sm break-all text-ink-900 select-all"
        >
          {groupKey(secret)}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy setup key
        </Button>
      </div>
    </div>
  )
}
