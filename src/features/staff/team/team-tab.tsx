import { useQuery } from '@tanstack/react-query'
import { TabSection } from '@/components/layout/tab-section'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableLoadingRow,
  TableRow,
} from '@/components/ui/table'
import { formatDateTime } from '@/lib/format-date-time'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import { useStaff } from '../api/get-staff'
import { InviteDialog } from './invite-dialog'
import { MfaRequirement } from './mfa-requirement'
import { ResetFactorDialog } from './reset-factor-dialog'
import { RevokeDialog } from './revoke-dialog'
import { RoleSelect } from './role-select'

const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso) : none)

/**
 * The Team tab (admins): who is staff, invitations, role changes, second-factor resets and
 * revocations, and the firm's two-step sign-in setting.
 */
export function TeamTab() {
  const staff = useStaff()
  const me = useQuery(sessionQueryOptions).data?.user.id
  return (
    <TabSection id="team" title="Team" action={<InviteDialog />}>
      <MfaRequirement />
      {staff.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The team could not be loaded: {staff.error.message}
        </p>
      ) : (
        <Table>
          <TableCaption>Staff members</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>E-mail</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Invited</TableHead>
              <TableHead>Last sign-in</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {staff.isPending ? <TableLoadingRow colSpan={5}>Loading the team...</TableLoadingRow> : null}
            {staff.data?.map((member) => (
              <TableRow key={member.userId}>
                <TableHead scope="row">{member.email}</TableHead>
                <TableCell>
                  <RoleSelect member={member} />
                </TableCell>
                <TableCell>{when(member.invitedAt, 'Not invited (set up directly)')}</TableCell>
                <TableCell>{when(member.lastSignInAt, 'Never signed in')}</TableCell>
                <TableCell className="text-right">
                  <div className="flex flex-wrap justify-end gap-2">
                    {member.userId === me ? null : <ResetFactorDialog member={member} />}
                    <RevokeDialog member={member} />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TabSection>
  )
}
