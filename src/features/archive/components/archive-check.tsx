import { ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { ArchiveCheck as Check } from '../api/verify-archive'
import { useVerifyArchive } from '../api/verify-archive'

const count = (n: number) => n.toLocaleString('en-US')

/** What the check found, in words. */
export function checkMessage(check: Check): string {
  if (!check.ok) {
    return `Record #${check.firstBrokenId ?? '?'} was changed, or a record before it removed: the chain breaks there. The ${count(check.rows)} records before it are intact.`
  }
  if (check.rows === 0) return 'The archive is empty: there is nothing to check yet.'
  return `All ${count(check.rows)} records intact.`
}

/** "Check the archive": the database walks the whole hash chain and says where, if anywhere, it breaks. */
export function ArchiveCheck() {
  const check = useVerifyArchive()
  return (
    <div className="grid gap-2">
      <div>
        <Button variant="outline" onClick={() => check.mutate()} disabled={check.isPending}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {check.isPending ? 'Checking...' : 'Check the archive'}
        </Button>
      </div>
      <p
        role="status"
        className={check.data?.ok === false ? 'text-sm font-semibold text-red-700' : 'text-sm text-ink-700'}
      >
        {check.data ? checkMessage(check.data) : null}
        {check.error ? `The check could not run: ${check.error.message}` : null}
      </p>
    </div>
  )
}
