import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A spinning loader with a status label for screen readers; `className` sets its size (default 24 px). */
export function Spinner({ className = 'size-6', label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('animate-spin text-brand-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  )
}
