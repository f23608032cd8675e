import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import { FilterSelect } from '@/components/ui/filter-select'
import type { StaffRole } from '@/lib/backend/kinds'
import type { StaffMember } from '@/lib/backend/team-schema'
import { useSetStaffRole } from '../api/set-staff-role'
import { isStaffRole, ROLE_OPTIONS, roleMay, roleName } from './roles'

/**
 * A colleague's role, changed only after a confirmation naming them and the new role: the list
 * keeps showing the current role until the change is made; Cancel (or Escape) changes nothing,
 * and focus goes back to the role's select either way.
 */
export function RoleSelect({ member }: { member: StaffMember }) {
  const setRole = useSetStaffRole()
  const [asked, setAsked] = useState<StaffRole | null>(null)
  const field = useRef<HTMLDivElement>(null)
  const ask = (role: string) => {
    if (isStaffRole(role) && role !== member.role) setAsked(role)
  }
  const close = (open: boolean) => {
    if (open || setRole.isPending) return
    setAsked(null)
    setRole.reset()
  }
  const confirm = (role: StaffRole) =>
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => {
          setAsked(null)
          toast.success(`${member.email} is now ${roleName(role)}`)
        },
      },
    )
  return (
    <div ref={field}>
      <FilterSelect
        label={`Role of ${member.email}`}
        className="w-88 [&>label]:sr-only"
        value={member.role}
        options={ROLE_OPTIONS}
        onChange={ask}
      />
      <DialogFrame
        title={asked ? `Make ${member.email} ${roleName(asked)}?` : 'Change the role'}
        description={
          asked
            ? `${member.email} is ${roleName(member.role)} now. ${roleName(asked)}: ${roleMay(asked)}. The change applies from their next request; the audit log records it.`
            : ''
        }
        className="max-w-lg"
        open={asked !== null}
        onOpenChange={close}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          field.current?.querySelector('select')?.focus()
        }}
        error={setRole.error}
        errorPrefix="The role was not changed:"
        closeLabel="Cancel"
        closeDisabled={setRole.isPending}
        actions={
          asked ? (
            <Button onClick={() => confirm(asked)} disabled={setRole.isPending}>
              {setRole.isPending ? 'Changing...' : `Make ${roleName(asked)}`}
            </Button>
          ) : null
        }
      />
    </div>
  )
}
