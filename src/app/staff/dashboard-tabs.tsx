import type { ReactNode } from 'react'
// SiteOverview (the charts) and every tab not all staff see are lazy: chunks of their own, fetched
// when their tab opens, so a viewer never downloads the editor, the review, the team or the audit log.
import { ArchiveTab } from '@/features/archive'
import { AvailabilityTab } from '@/features/availability'
import { BlogPostsTab } from '@/features/blog-editor'
import { CalculatorRatesCard } from '@/features/calculator-rates'
import { ConversationLink, ConversationsTab, NeedsReviewTab } from '@/features/conversations'
import { LeadConversationContext, LeadsTab } from '@/features/lead-desk'
import { MailboxTab } from '@/features/mailbox'
import { ChatQuestionsTab, PageViewsTab, SiteOverview } from '@/features/overview'
import { ReviewTab } from '@/features/review'
import { AuditTab, TeamTab } from '@/features/staff'
import { SubscribersTab } from '@/features/subscribers'
import { roleMay, type Capability } from '@/lib/staff/staff-role'
import type { StaffRole } from '@/lib/backend/kinds'
import { WithLeadLink } from './lead-link'
import { WithPostHistory } from './post-history-link'

export interface DashboardTab {
  value: string
  label: string
  /** Who sees it. */
  capability: Capability
  content: ReactNode
  /** Set for a tab that is a chunk of its own: what its spinner says while it loads. */
  loading?: string
}

/**
 * The dashboard's tabs in their order: the Overview, then the four the product specifies (with
 * Conversations beside the chat questions), then the posts, their review, the team, the audit
 * log and the archive. Each shows to the roles its capability names (src/lib/staff/staff-role.ts).
 */
const TABS: readonly DashboardTab[] = [
  {
    value: 'overview',
    label: 'Overview',
    capability: 'readLeads',
    content: <SiteOverview />,
    loading: 'Loading overview...',
  },
  {
    value: 'submissions',
    label: 'Form Submissions',
    capability: 'readLeads',
    // A Chat Handoff's details link its conversation (the Conversations feature's dialog).
    content: (
      <LeadConversationContext value={(conversationId) => <ConversationLink conversationId={conversationId} />}>
        <LeadsTab />
      </LeadConversationContext>
    ),
  },
  { value: 'pageviews', label: 'Page Views', capability: 'readLeads', content: <PageViewsTab /> },
  { value: 'chats', label: 'Chatbot Questions', capability: 'readLeads', content: <ChatQuestionsTab /> },
  {
    value: 'conversations',
    label: 'Conversations',
    capability: 'readConversations',
    // A handoff's lead opens from its row (the lead desk's dialog).
    content: (
      <WithLeadLink>
        <ConversationsTab />
      </WithLeadLink>
    ),
    loading: 'Loading conversations...',
  },
  {
    value: 'chat-review',
    label: 'Needs review',
    capability: 'reviewConversations',
    content: <NeedsReviewTab />,
    loading: 'Loading the conversations to review...',
  },
  {
    value: 'posts',
    label: 'Blog Posts',
    capability: 'readPosts',
    // A post's history opens from the list (the Post history feature's dialog).
    content: (
      <WithPostHistory>
        <BlogPostsTab />
      </WithPostHistory>
    ),
    loading: 'Loading blog posts...',
  },
  {
    value: 'review',
    label: 'Review',
    capability: 'reviewPosts',
    // What the firm's supervision approves: post versions, and the calculator's rates beside them.
    content: (
      <div className="grid gap-8">
        <ReviewTab />
        <CalculatorRatesCard />
      </div>
    ),
    loading: 'Loading the review queue...',
  },
  { value: 'team', label: 'Team', capability: 'manageTeam', content: <TeamTab />, loading: 'Loading team...' },
  {
    value: 'availability',
    label: 'Availability',
    capability: 'readAvailability',
    content: <AvailabilityTab />,
    loading: 'Loading availability...',
  },
  {
    value: 'subscribers',
    label: 'Subscribers',
    capability: 'readSubscribers',
    content: <SubscribersTab />,
    loading: 'Loading the subscribers...',
  },
  {
    value: 'audit',
    label: 'Audit',
    capability: 'readAuditLog',
    content: <AuditTab />,
    loading: 'Loading audit log...',
  },
  {
    value: 'archive',
    label: 'Archive',
    capability: 'readArchive',
    content: <ArchiveTab />,
    loading: 'Loading the archive...',
  },
  // Local mode only: nothing leaves the browser, so the e-mails the site wrote are read here.
  ...(import.meta.env.VITE_BACKEND === 'supabase'
    ? []
    : [
        {
          value: 'mailbox',
          label: 'Mailbox',
          capability: 'readMailbox',
          content: <MailboxTab />,
          loading: 'Loading the mailbox...',
        } as const,
      ]),
]

/** The tabs a role sees, and the one that opens first (the leads, or the posts for an author). */
export function tabsFor(role: StaffRole): { tabs: DashboardTab[]; first: string } {
  const tabs = TABS.filter((tab) => roleMay(role, tab.capability))
  const first = tabs.some((tab) => tab.value === 'submissions') ? 'submissions' : (tabs[0]?.value ?? 'submissions')
  return { tabs, first }
}
