import { createContext, useContext } from 'react'
import type { TablePeriod } from '../lib/table-csv'

export type { TablePeriod }

/**
 * The New York days the Overview's tables count, provided once around its sections: every table
 * (each chart's, the bookings table) names its CSV file by them without a prop through each section.
 */
export const TablePeriodContext = createContext<TablePeriod | null>(null)

export const useTablePeriod = (): TablePeriod | null => useContext(TablePeriodContext)
