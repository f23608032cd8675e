import { DatabaseBackup, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
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
    // While it loads the dialog stays open: it closes with the result.
    <Dialog open={open} onOpenChange={(next) => setOpen(next || load.isPending)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <DatabaseBackup aria-hidden="true" className="size-4" />
          Load Demo Data
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Load demo data?</DialogTitle>
          <DialogDescription>
            Adds 90 days of made-up activity, up to today, to the local database in this browser: a few hundred leads of
            every form type and status, with notes, follow-ups and consultation bookings, and the visits, page views,
            chat questions and calculator steps behind them.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-ink-700">
          Demo data loaded before is replaced, with any changes made to it. Everything else stays as it is.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={load.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={load.isPending}>
            {load.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {load.isPending ? 'Loading demo data...' : 'Load 90 days of demo data'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
