import { DatabaseBackup, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { useDemoDataOffered, useLoadDemoData } from './demo-data'

const figure = (n: number) => n.toLocaleString('en-US')

/**
 * Local mode only: "Load Demo Data" says what it adds and asks first, then loads 90 days of
 * demo activity, names what was loaded in a toast and refreshes every list and the Overview.
 * Nothing shows where the backend offers no demo data (a Supabase build).
 */
export function LoadDemoData() {
  const offered = useDemoDataOffered()
  const load = useLoadDemoData()
  const [open, setOpen] = useState(false)
  if (!offered) return null

  const confirm = () =>
    load.mutate(undefined, {
      onSuccess: ({ leads, events }) => {
        setOpen(false)
        toast.success(`Demo data loaded: ${figure(leads)} leads, ${figure(events)} events`)
      },
      onError: (error) => toast.error('Could not load demo data', { description: error.message }),
    })

  return (
    <DialogFrame
      trigger={
        <Button variant="outline">
          <DatabaseBackup aria-hidden="true" className="size-4" />
          Load Demo Data
        </Button>
      }
      title="Load demo data?"
      description={
        <>
          Adds 90 days of made-up activity, up to today, to the local database in this browser: a few hundred leads of
          every form type and status, with notes, follow-ups and consultation bookings, and the visits, page views, chat
          questions and calculator steps behind them.
        </>
      }
      className="max-w-lg"
      open={open}
      // While it loads the dialog stays open: it closes with the result.
      onOpenChange={(next) => setOpen(next || load.isPending)}
      closeLabel="Cancel"
      closeDisabled={load.isPending}
      actions={
        <Button onClick={confirm} disabled={load.isPending}>
          {load.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {load.isPending ? 'Loading demo data...' : 'Load 90 days of demo data'}
        </Button>
      }
    >
      <p className="text-sm text-ink-700">
        Demo data loaded before is replaced, with any changes made to it. Everything else stays as it is.
      </p>
    </DialogFrame>
  )
}
