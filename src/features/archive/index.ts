import { lazy } from 'react'

/**
 * Public API of the archive feature: the Archive tab (admins and compliance), every communication
 * shown to the public as it looked, checked and exported. A chunk of its own, fetched when the tab
 * opens, with the ZIP library inside it.
 */
export const ArchiveTab = lazy(() => import('./components/archive-tab').then((m) => ({ default: m.ArchiveTab })))
