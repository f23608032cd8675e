import { AdminFullScreenSpinner, AdminShell } from '@/components/layout/admin-shell'
import { Seo } from '@/components/seo'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { BlogPostsTab } from '../blog/blog-posts-tab'
import { ChatQuestionsTab, PageViewsTab } from './activity-tabs'
import { CountCards } from './count-cards'
import { DashboardHeader } from './dashboard-header'
import { SubmissionsTab } from './submissions-tab'
import { useDashboardData } from './use-dashboard-data'

/** /admin-dashboard (SPEC section 2): counts and four tabs; Form Submissions is the default. */
export function AdminDashboard() {
  const data = useDashboardData()
  return (
    <>
      <Seo title="Admin Dashboard" path={paths.adminDashboard} noindex />
      {data.loading ? (
        <AdminFullScreenSpinner label="Loading dashboard data..." />
      ) : (
        <AdminShell>
          <DashboardHeader onRefresh={data.refresh} refreshing={data.refreshing} />
          <CountCards pageViews={data.pageViews.length} submissions={data.submissions.length} chats={data.chats.length} />
          <Tabs defaultValue="submissions">
            <TabsList aria-label="Dashboard sections">
              <TabsTrigger value="submissions">Form Submissions</TabsTrigger>
              <TabsTrigger value="pageviews">Page Views</TabsTrigger>
              <TabsTrigger value="chats">Chatbot Questions</TabsTrigger>
              <TabsTrigger value="posts">Blog Posts</TabsTrigger>
            </TabsList>
            <TabsContent value="submissions">
              <SubmissionsTab submissions={data.submissions} />
            </TabsContent>
            <TabsContent value="pageviews">
              <PageViewsTab events={data.pageViews} />
            </TabsContent>
            <TabsContent value="chats">
              <ChatQuestionsTab events={data.chats} />
            </TabsContent>
            <TabsContent value="posts">
              <BlogPostsTab />
            </TabsContent>
          </Tabs>
        </AdminShell>
      )}
    </>
  )
}
