import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { FilterSelect } from '@/components/ui/filter-select'
import type { StaffMember } from '@/lib/backend'
import { formatDateTime } from '@/lib/format-date-time'
import { sessionQueryOptions } from '@/lib/staff/auth-queries'
import { useSetRole, useStaff } from '../api/team'
import { InviteDialog } from './invite-dialog'
import { MfaRequirement } from './mfa-requirement'
import { ResetFactorDialog } from './reset-factor-dialog'
import { RevokeDialog } from './revoke-dialog'
import { isStaffRole, ROLE_OPTIONS } from './roles'

const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso) : none)

function RoleSelect({ member }: { member: StaffMember }) {
  const setRole = useSetRole()
  const change = (role: string) => {
    if (!isStaffRole(role) || role === member.role) return
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(`${member.email} is now ${role}`),
        onError: (error) => toast.error('The role was not changed', { description: error.message }),
      },
    )
  }
  return (
    <FilterSelect
      label={`Role of ${member.email}`}
      className="w-72 [&>label]:sr-only"
      value={member.role}
      options={ROLE_OPTIONS}
      onChange={change}
    />
  )
}

/**
 * The Team tab (admins): who is staff, invitations, role changes, second-factor resets and
 * revocations, and the firm's two-step sign-in setting.
 */
export function TeamTab() {
  const staff = useStaff()
  const me = useQuery(sessionQueryOptions).data?.user.id
  return (
    <section aria-labelledby="team-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-heading" className="text-xl font-semibold text-ink-900">
          Team
        </h2>
        <InviteDialog />
      </div>
      <MfaRequirement />
      {staff.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The team could not be loaded: {staff.error.message}
        </p>
      ) : staff.isPending ? (
        <p className="text-sm text-ink-600">Loading the team...</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-ink-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Staff members</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="p-3">
                  E-mail
                </th>
                <th scope="col" className="p-3">
                  Role
                </th>
                <th scope="col" className="p-3">
                  Invited
                </th>
                <th scope="col" className="p-3">
                  Last sign-in
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <tr key={member.userId} className="border-t border-ink-200">
                  <th scope="row" className="p-3 font-medium text-ink-900">
                    {member.email}
                  </th>
                  <td className="p-3">
                    <RoleSelect member={member} />
                  </td>
                  <td className="p-3">{when(member.invitedAt, 'Not invited (set up directly)')}</td>
                  <td className="p-3">{when(member.lastSignInAt, 'Never signed in')}</td>
                  <td className="p-3 text-right">
                    <div className="flex flex-wrap justify-end gap-2">
                      {member.userId === me ? null : <ResetFactorDialog member={member} />}
                      <RevokeDialog member={member} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
