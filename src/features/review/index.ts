import { lazy } from 'react'

/**
 * Public API of the review: the queue of post versions waiting for approval (admins and
 * compliance). A chunk of its own, with the diff library inside it, fetched when its tab opens.
 */
export const ReviewTab = lazy(() => import('./components/review-tab').then((m) => ({ default: m.ReviewTab })))
