import type { StaffRole } from '@/lib/backend'

export const ROLE_OPTIONS: readonly { value: StaffRole; label: string }[] = [
  { value: 'viewer', label: 'Viewer (reads leads and the Overview)' },
  { value: 'admin', label: 'Admin (changes everything)' },
]

export const isStaffRole = (value: string): value is StaffRole => value === 'admin' || value === 'viewer'
