import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/utils'

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-brand-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  )
}
