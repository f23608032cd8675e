import { useNavigate } from 'react-router-dom'
import { AdminShell } from '@/components/layout/admin-shell'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { getClient } from '@/lib/backend'
import type { Session } from '@/lib/staff/auth/session'
import { signOut as endSession } from '@/lib/staff/auth/sign-out'
import { Challenge } from './challenge'
import { EnrolFactor } from './enrol-factor'
import { useSessionChanged } from './use-session-changed'

function SecondStepShell({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  const navigate = useNavigate()
  const signOut = async () => {
    await endSession(await getClient()).catch(() => undefined)
    void navigate(paths.auth, { replace: true })
  }
  return (
    <>
      <Seo title={title} path={paths.adminDashboard} noindex />
      <AdminShell className="flex items-start justify-center sm:items-center">
        <Card className="grid w-full max-w-lg gap-5">
          <div>
            <h1 className="text-2xl font-semibold text-ink-900">{title}</h1>
            <p className="mt-1 text-sm text-ink-600">{intro}</p>
          </div>
          {children}
          <Button type="button" variant="outline" className="w-fit" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </Card>
      </AdminShell>
    </>
  )
}

/** After the password: the code, before any staff data is read. */
export function ChallengeScreen({ session }: { session: Session }) {
  const changed = useSessionChanged()
  return (
    <SecondStepShell title="Two-step sign-in" intro="Your account is protected with a second factor.">
      <Challenge session={session} onVerified={changed} />
    </SecondStepShell>
  )
}

/** The firm requires a second factor and this person has none yet: set it up, then the dashboard. */
export function EnrolRequiredScreen() {
  const changed = useSessionChanged()
  return (
    <SecondStepShell
      title="Set up two-step sign-in"
      intro="The firm requires staff to sign in with a second factor: staff data stays closed until you have set one up. It takes a minute."
    >
      <EnrolFactor onEnrolled={changed} />
    </SecondStepShell>
  )
}
