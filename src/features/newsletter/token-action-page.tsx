import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Confirmation } from '@/components/form/confirmation'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { OutcomeText } from './outcomes'

export interface TokenAction {
  title: string
  description: string
  path: string
  intro: string
  /** The button's words, and while the press is answered. */
  action: string
  busy: string
  /** Sends the link's token (a POST: never on load, so a mail scanner opening the link changes nothing). */
  run: (token: string) => Promise<OutcomeText>
  /** What a link without a token shows. */
  invalid: OutcomeText
}

const UNREACHABLE = 'We could not reach our server. Nothing was changed: please try again in a moment.'

/**
 * A newsletter link's page: what the link does, one button that does it, then the database's
 * answer in a panel whose heading takes the focus (green when something changed, amber when
 * nothing did). The token stays in the address bar, so a failed press can be tried again.
 */
export function TokenActionPage({ title, description, path, intro, action, busy, run, invalid }: TokenAction) {
  const { search } = useLocation()
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [answer, setAnswer] = useState<OutcomeText | null>(null)
  // Open to crawlers as served (nothing personal without a token); a page with a token asks not to be indexed.
  const hasToken = new URLSearchParams(search).has('token')

  async function onPress() {
    const token = new URLSearchParams(search).get('token')?.trim() ?? ''
    setPending(true)
    setFailed(false)
    try {
      setAnswer(token ? await run(token) : invalid)
    } catch (error) {
      console.error(`${title}: the request failed`, error)
      setFailed(true)
    } finally {
      setPending(false)
    }
  }

  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-16">
      <Seo title={title} description={description} path={path} noindex={hasToken} />
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
      {answer ? (
        <Confirmation
          title={answer.title}
          tone={answer.done ? 'success' : 'notice'}
          className="rounded-2xl p-6"
          titleClassName="text-xl"
        >
          <p className="text-ink-700">{answer.text}</p>
          <Link to={paths.home} className="font-semibold text-brand-700 underline underline-offset-4">
            Go to the home page
          </Link>
        </Confirmation>
      ) : (
        <>
          <p className="text-ink-700">{intro}</p>
          <div>
            <Button onClick={() => void onPress()} disabled={pending}>
              {pending ? busy : action}
            </Button>
          </div>
          <p role="alert" className="text-sm font-medium text-red-700">
            {failed ? UNREACHABLE : null}
          </p>
        </>
      )}
    </section>
  )
}
