import { useState } from 'react'

/**
 * The page of a paged table: it starts again at the first page whenever `key` (the filters)
 * changes, and steps back to the last page when an answer shows fewer rows than before (rows
 * deleted meanwhile), instead of stranding the reader on an empty page.
 */
export function usePaging(key: string, pageSize: number) {
  const [state, setState] = useState({ key, page: 0 })
  const page = state.key === key ? state.page : 0
  const setPage = (next: number) => setState({ key, page: next })
  /** Call with each answer's total. */
  const clampTo = (total: number | undefined) => {
    const lastPage = Math.max(0, Math.ceil((total ?? 0) / pageSize) - 1)
    if (total !== undefined && page > lastPage) setPage(lastPage)
  }
  /** The numbered pager's props (its label and noun aside) for an answer of `shown` rows out of `total`. */
  const pagerAt = (shown: number, total: number | undefined) => ({
    className: 'mt-3',
    page,
    pageSize,
    shown,
    total: total ?? 0,
    onPage: setPage,
  })
  return { page, setPage, clampTo, pagerAt }
}
