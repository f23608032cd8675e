/** Staff screens reload their data every 30 seconds (docs/product.md §4). */
export const DASHBOARD_REFRESH_MS = 30_000
/** Rows per page of the staff screens' server-paged tables. */
export const TABLE_PAGE_SIZE = 50
