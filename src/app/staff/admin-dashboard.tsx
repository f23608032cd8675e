import { Suspense, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { AdminFullScreenSpinner, AdminShell } from '@/components/layout/admin-shell'
import { Seo } from '@/components/seo'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
// SiteOverview (the charts) and the admins' tabs are lazy: chunks of their own, fetched when their
// tab opens, so a viewer never downloads the editor, the team or the audit log.
import { BlogPostsTab } from '@/features/blog-editor'
import { ConversationsTab } from '@/features/conversations'
import { LeadsTab } from '@/features/lead-desk'
import { ChatQuestionsTab, CountCards, PageViewsTab, SiteOverview } from '@/features/overview'
import { AuditTab, TeamTab } from '@/features/staff'
import { useCanEdit } from '@/lib/staff/staff-role'
import { DashboardHeader } from './dashboard-header'
import { useDashboardData } from './use-dashboard-data'

const TABS = ['overview', 'submissions', 'pageviews', 'chats', 'conversations', 'posts', 'team', 'audit'] as const
type Tab = (typeof TABS)[number]
/**
 * What a viewer sees: the Overview, the leads and the activity; no conversations (the database
 * shows transcripts to admins only), editor, team or audit.
 */
const VIEWER_TABS: readonly Tab[] = ['overview', 'submissions', 'pageviews', 'chats']
const isTab = (value: string | null, allowed: readonly Tab[]): value is Tab => allowed.some((tab) => tab === value)

/** A tab whose content is a chunk of its own: a spinner while it loads. */
function LazyTabContent({ value, loading, children }: { value: Tab; loading: string; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <Suspense fallback={<Spinner label={loading} />}>{children}</Suspense>
    </TabsContent>
  )
}

/**
 * /admin-dashboard: counts and tabs, the Overview first, then the four the product specifies
 * (with Conversations beside the chat questions), then Team and Audit; Form Submissions is the
 * default. A viewer gets neither Conversations nor the Blog Posts editor nor Team nor Audit.
 * The open tab is kept in `?tab=` so a reload or a shared link returns to it.
 */
export function AdminDashboard() {
  const data = useDashboardData()
  const [params, setParams] = useSearchParams()
  const canEdit = useCanEdit()
  const requested = params.get('tab')
  const tab: Tab = isTab(requested, canEdit ? TABS : VIEWER_TABS) ? requested : 'submissions'
  // At once, not in the router's transition: a tab reached by the arrow keys is selected before
  // the next key, which otherwise would find the old tab still selected and be ignored.
  const selectTab = (value: string) =>
    setParams(value === 'submissions' ? {} : { tab: value }, {
      replace: true,
      preventScrollReset: true,
      flushSync: true,
    })
  return (
    <>
      <Seo title="Admin Dashboard" path={paths.adminDashboard} noindex />
      {data.loading ? (
        <AdminFullScreenSpinner label="Loading dashboard data..." />
      ) : (
        <AdminShell>
          <DashboardHeader onRefresh={data.refresh} refreshing={data.refreshing} />
          <CountCards {...data.counts} />
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label="Dashboard sections">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="submissions">Form Submissions</TabsTrigger>
              <TabsTrigger value="pageviews">Page Views</TabsTrigger>
              <TabsTrigger value="chats">Chatbot Questions</TabsTrigger>
              {canEdit ? (
                <>
                  <TabsTrigger value="conversations">Conversations</TabsTrigger>
                  <TabsTrigger value="posts">Blog Posts</TabsTrigger>
                  <TabsTrigger value="team">Team</TabsTrigger>
                  <TabsTrigger value="audit">Audit</TabsTrigger>
                </>
              ) : null}
            </TabsList>
            <LazyTabContent value="overview" loading="Loading overview...">
              <SiteOverview />
            </LazyTabContent>
            <TabsContent value="submissions">
              <LeadsTab />
            </TabsContent>
            <TabsContent value="pageviews">
              <PageViewsTab />
            </TabsContent>
            <TabsContent value="chats">
              <ChatQuestionsTab />
            </TabsContent>
            {canEdit ? (
              <>
                <LazyTabContent value="conversations" loading="Loading conversations...">
                  <ConversationsTab />
                </LazyTabContent>
                <LazyTabContent value="posts" loading="Loading blog posts...">
                  <BlogPostsTab />
                </LazyTabContent>
                <LazyTabContent value="team" loading="Loading team...">
                  <TeamTab />
                </LazyTabContent>
                <LazyTabContent value="audit" loading="Loading audit log...">
                  <AuditTab />
                </LazyTabContent>
              </>
            ) : null}
          </Tabs>
        </AdminShell>
      )}
    </>
  )
}
