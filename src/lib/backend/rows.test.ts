import type { Tables } from './supabase/database.types'
import { submissionFromRow } from './rows'

const row: Tables<'form_submissions'> = {
  id: 'e0000000-0000-4000-8000-000000000001',
  created_at: '2026-11-20T10:00:00Z',
  client_id: 'c0000000-0000-4000-8000-000000000001',
  form_type: 'contact_form',
  consultation_status: null,
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  investor_type: null,
  investment_amount: null,
  investment_goal: null,
  investment_timeline: null,
  message: null,
  metadata: {},
  page: '/contact',
  status: 'new',
  follow_up_on: null,
  lead_source: 'Direct',
  search_text: 'Ann Lee ann@example.com  ',
  consultation_date: null,
  consultation_slot: null,
  complaint_at: null,
  conversation_id: null,
  notified_at: null,
  notify_claimed_at: null,
  notify_attempts: 3,
  notify_last_error: 'e-mail provider answered 422: invalid from',
  notify_next_at: 'infinity',
  unnotified: true,
}

describe('submissionFromRow: the notification state', () => {
  it('gives admins when the firm was told, how many attempts it took and the last error', () => {
    expect(submissionFromRow(row)).toMatchObject({
      notifiedAt: null,
      notifyAttempts: 3,
      notifyLastError: 'e-mail provider answered 422: invalid from',
      unnotified: true,
    })
    expect(submissionFromRow({ ...row, notified_at: '2026-11-20T10:01:00Z', notify_last_error: null })).toMatchObject({
      notifiedAt: '2026-11-20T10:01:00Z',
      notifyLastError: null,
    })
  })

  it('leaves out the scheduling columns the desk has no use for', () => {
    expect(Object.keys(submissionFromRow(row))).not.toContain('notifyNextAt')
    expect(Object.keys(submissionFromRow(row))).not.toContain('notifyClaimedAt')
  })
})
