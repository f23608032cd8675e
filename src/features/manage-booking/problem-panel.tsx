import { Link } from 'react-router-dom'
import { Confirmation } from '@/components/form/confirmation'
import { paths } from '@/config/paths'

/**
 * An answer in a panel whose heading takes the focus (unless it is what the link opened on, see
 * `takeFocus`): green when something changed, amber when nothing did; `help`, whom to ask, in a
 * paragraph of its own.
 */
export function AnswerPanel({
  title,
  text,
  help,
  done,
  takeFocus = true,
}: {
  title: string
  text: string
  help?: string
  done: boolean
  takeFocus?: boolean
}) {
  return (
    <Confirmation
      title={title}
      tone={done ? 'success' : 'notice'}
      takeFocus={takeFocus}
      className="rounded-2xl p-6"
      titleClassName="text-xl"
    >
      <p className="text-ink-700">{text}</p>
      {help ? <p className="text-ink-700">{help}</p> : null}
      <div className="flex flex-wrap gap-4">
        <Link to={paths.consultation} className="font-semibold text-brand-700 underline underline-offset-4">
          Book a consultation
        </Link>
        <Link to={paths.home} className="font-semibold text-brand-700 underline underline-offset-4">
          Go to the home page
        </Link>
      </div>
    </Confirmation>
  )
}
