import type * as React from 'react'

/** A titled block of label/value pairs in the details dialog. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-ink-50 p-4 text-sm sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  )
}

export function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-700">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-ink-900">{children}</dd>
    </>
  )
}
