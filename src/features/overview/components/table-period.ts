import { createContext, useContext } from 'react'

/** The New York days (YYYY-MM-DD, both included) that the Overview's tables count. */
export interface TablePeriod {
  from: string
  to: string
}

/**
 * Provided once around the Overview's sections, so every table (each chart's, the bookings
 * table) knows its period without a prop through each section: its CSV file is named by it.
 */
export const TablePeriodContext = createContext<TablePeriod | null>(null)

export const useTablePeriod = (): TablePeriod | null => useContext(TablePeriodContext)
