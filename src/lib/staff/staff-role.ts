import { createContext, useContext } from 'react'
import type { StaffRole } from '@/lib/backend/kinds'

/**
 * The signed-in person's staff role, provided by the dashboard's guard. A viewer reads the lead
 * desk, notes and the Overview; screens leave out what only an admin may do. This decides what to
 * show only: the database refuses a viewer's writes whatever the screen offers. Screens rendered
 * outside the guard (their own tests) act as an admin's.
 */
export const StaffRoleContext = createContext<StaffRole>('admin')

export const useStaffRole = (): StaffRole => useContext(StaffRoleContext)

/** Whether the screen offers changes: admins only. */
export const useCanEdit = (): boolean => useStaffRole() === 'admin'
