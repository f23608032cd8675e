import { Check } from 'lucide-react'
import { cn } from '@/lib/utils'

const STEP_TITLES = ['Your Information', 'Qualification Questions', 'Investment Calculator'] as const

/** The 3-step progress indicator; the current step carries aria-current="step". */
export function ProgressSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Calculator progress" data-print-hide>
      <ol className="grid grid-cols-3 gap-2">
        {STEP_TITLES.map((title, index) => {
          const done = index < current
          const active = index === current
          return (
            <li
              key={title}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span
                className={cn(
                  'flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-brand-700 bg-brand-700 text-white',
                  active && 'border-brand-700 bg-white text-brand-800',
                  !done && !active && 'border-ink-300 bg-white text-ink-600',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className={cn('text-xs sm:text-sm', active ? 'font-semibold text-ink-900' : 'text-ink-600')}>
                <span className="sr-only">{`Step ${index + 1} of 3${done ? ', completed' : ''}: `}</span>
                {title}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
