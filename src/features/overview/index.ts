import { lazy } from 'react'

/**
 * Public API of the Overview: the summary counts, the Overview's charts and the page-view and
 * chat-question tables. The charts are a chunk of their own, fetched when their tab opens.
 */
export const SiteOverview = lazy(() => import('./components/site-overview').then((m) => ({ default: m.SiteOverview })))
export { ChatQuestionsTab } from './components/activity-tabs'
export { PageViewsTab } from './components/page-views-tab'
export { CountCards } from './components/count-cards'
export { useEventCounts, useLeadCounts } from './api/get-counts'
