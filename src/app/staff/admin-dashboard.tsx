import { Suspense, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { AdminFullScreenSpinner, AdminShell } from '@/components/layout/admin-shell'
import { Seo } from '@/components/seo'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { CountCards } from '@/features/overview'
import { useMay, useStaffRole } from '@/lib/staff/staff-role'
import { DashboardHeader } from './dashboard-header'
import { tabsFor, type DashboardTab } from './dashboard-tabs'
import { useDashboardCounts, useRefreshData } from './use-dashboard-data'

/** A tab's content; one that is a chunk of its own shows a spinner while it loads. */
function TabContent({ tab }: { tab: DashboardTab }) {
  return (
    <TabsContent value={tab.value}>
      {tab.loading ? <Suspense fallback={<Spinner label={tab.loading} />}>{tab.content}</Suspense> : tab.content}
    </TabsContent>
  )
}

/**
 * /admin-dashboard: the counts (for those who read leads) and the tabs the person's role sees
 * (dashboard-tabs.tsx); Form Submissions opens first, or the posts for an author. The open tab
 * is kept in `?tab=` so a reload or a shared link returns to it.
 */
export function AdminDashboard() {
  const readsLeads = useMay('readLeads')
  return (
    <>
      <Seo title="Admin Dashboard" path={paths.adminDashboard} noindex />
      {/* Authors read no leads: the database refuses them the counts, so they are not asked. */}
      {readsLeads ? <WithCounts /> : <Dashboard counts={null} />}
    </>
  )
}

/** The counts decide when the dashboard has loaded. */
function WithCounts() {
  const data = useDashboardCounts()
  if (data.loading) return <AdminFullScreenSpinner label="Loading dashboard data..." />
  return <Dashboard counts={<CountCards {...data.counts} />} />
}

function Dashboard({ counts }: { counts: ReactNode }) {
  const refresh = useRefreshData()
  const { tabs, first } = tabsFor(useStaffRole())
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab = tabs.some((t) => t.value === requested) ? (requested ?? first) : first
  // At once, not in the router's transition: a tab reached by the arrow keys is selected before
  // the next key, which otherwise would find the old tab still selected and be ignored.
  const selectTab = (value: string) =>
    setParams(value === first ? {} : { tab: value }, { replace: true, preventScrollReset: true, flushSync: true })
  return (
    <AdminShell>
      <DashboardHeader onRefresh={refresh.refresh} refreshing={refresh.refreshing} />
      {counts}
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Dashboard sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabContent key={t.value} tab={t} />
        ))}
      </Tabs>
    </AdminShell>
  )
}
