import { zodResolver } from '@hookform/resolvers/zod'
import { Download, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { staffEmailSchema } from '@/lib/backend/team-schema'
import type { PersonExport } from '@/lib/backend/privacy-schema'
import { downloadBlob } from '@/lib/download'
import { z } from '@/lib/zod'
import { useErasePerson } from '../api/erase-person'
import { useExportPerson, useLookUpPerson } from '../api/export-person'
import { EraseConfirmation } from './erase-confirmation'
import { ErasureSummary, HeldSummary } from './held-summary'
import { ErrorAlert } from '@/components/ui/error-alert'

const lookupSchema = z.object({ email: staffEmailSchema })

function downloadExport(held: PersonExport) {
  const day = held.exportedAt.slice(0, 10)
  const blob = new Blob([JSON.stringify(held, null, 2)], { type: 'application/json' })
  downloadBlob(`privacy-export-${day}.json`, blob)
}

/**
 * "Privacy request" (admins): type an address, see what is held (counts), download it as JSON,
 * erase after a confirmation that names the counts. The audit log records each look-up as a
 * look-up, each download as an export (the data is asked for again and the file is that answer),
 * and each erasure.
 */
export function PrivacyDialog() {
  const [open, setOpen] = useState(false)
  const [erasing, setErasing] = useState(false)
  const lookup = useLookUpPerson()
  const download = useExportPerson()
  const erase = useErasePerson()
  const form = useForm<{ email: string }>({ resolver: zodResolver(lookupSchema), defaultValues: { email: '' } })
  const held = lookup.data
  const find = form.handleSubmit(({ email }) => {
    setErasing(false)
    erase.reset()
    download.reset()
    return lookup.mutateAsync(email).catch(() => undefined)
  })
  const close = (next: boolean) => {
    setOpen(next || erase.isPending)
    if (next) return
    form.reset()
    lookup.reset()
    download.reset()
    erase.reset()
    setErasing(false)
  }
  const exportHeld = (email: string) =>
    download
      .mutateAsync(email)
      .then(downloadExport)
      .catch(() => undefined)
  const holdsLeads = held !== undefined && held.counts.leads > 0
  return (
    <DialogFrame
      trigger={
        <Button variant="outline">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Privacy request
        </Button>
      }
      title="Privacy request"
      description={
        <>
          What the firm holds for an e-mail address (leads, notes, status history, bookings and the visits behind them):
          see it, download it, or erase it.
        </>
      }
      className="max-w-xl"
      open={open}
      onOpenChange={close}
      closeLabel="Done"
      closeDisabled={erase.isPending}
    >
      <form noValidate onSubmit={(event) => void find(event)} className="flex flex-wrap items-end gap-2">
        <Field label="E-mail address" error={form.formState.errors.email?.message} className="min-w-64 flex-1">
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
        </Field>
        <Button type="submit" disabled={lookup.isPending}>
          {lookup.isPending ? 'Looking up...' : 'Look up'}
        </Button>
      </form>
      <ErrorAlert error={lookup.error ?? download.error} prefix="" />
      {erase.data ? (
        <ErasureSummary erasure={erase.data} />
      ) : held ? (
        <>
          <HeldSummary held={held} />
          {erasing ? (
            <EraseConfirmation held={held} erase={erase} onCancel={() => setErasing(false)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => void exportHeld(held.email)} disabled={download.isPending}>
                <Download aria-hidden="true" className="size-4" />
                {download.isPending ? 'Preparing the file...' : 'Download JSON'}
              </Button>
              {holdsLeads ? (
                <Button variant="destructive" onClick={() => setErasing(true)}>
                  Erase...
                </Button>
              ) : null}
            </div>
          )}
        </>
      ) : null}
    </DialogFrame>
  )
}
