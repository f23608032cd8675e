/**
 * The database's values, in the shape `supabase gen types typescript` gives its `Constants`, with
 * each column's limits and patterns from its CHECKs. Made from the migrated schema by
 * `npm run db:types` (scripts/database-types.ts): never edit it by hand.
 */
export const Constants = {
  public: {
    Enums: {
      app_role: ['admin', 'viewer', 'author', 'compliance'],
      archive_kind: ['post', 'withdrawal', 'page', 'disclosure', 'report'],
      audit_action: [
        'staff.invite',
        'role.grant',
        'role.change',
        'role.revoke',
        'lead.status',
        'post.publish',
        'post.unpublish',
        'post.delete',
        'lead.delete',
        'note.delete',
        'event.delete',
        'leads.export',
        'privacy.export',
        'privacy.lookup',
        'privacy.erase',
        'chat.delete',
        'mfa.required',
        'mfa.reset',
        'post.submit',
        'post.approve',
        'post.reject',
        'post.live',
        'post.withdraw',
        'approval.required',
        'archive.export',
        'calculator.rates',
        'chat.review',
        'chat.sample',
        'availability.rules',
        'availability.day_off',
      ],
      chat_message_role: ['user', 'assistant'],
      chat_refusal: ['policy', 'not_found'],
      chat_review_outcome: ['no_issue', 'follow_up', 'complaint'],
      consultation_status: ['booked', 'cancelled', 'attended', 'no_show'],
      email_kind: [
        'lead_notification',
        'booking_confirmation',
        'booking_reminder',
        'booking_change',
        'newsletter_confirmation',
        'newsletter',
      ],
      email_status: ['queued', 'sending', 'sent', 'failed'],
      erasure_reason: [
        'person_request',
        'consent_withdrawn',
        'objection',
        'no_longer_needed',
        'unlawful_processing',
        'legal_obligation',
      ],
      event_type: ['pageview', 'chatbot', 'chat-open', 'chat-answer', 'form', 'calculator'],
      form_type: ['contact_form', 'investment_calculator', 'lead', 'consultation', 'newsletter', 'chat', 'other_form'],
      lead_note_kind: ['note', 'status'],
      lead_status: ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'],
      newsletter_state: ['pending', 'subscribed', 'unsubscribed'],
      post_review_state: ['draft', 'in_review', 'approved', 'rejected', 'superseded'],
      post_revision_action: ['created', 'updated', 'restored', 'deleted'],
    },
  },
} as const

/** The most characters each text column takes, by table (its CHECK: `char_length(column) <= N`). */
export const ColumnLimits = {
  assistant_passages: { url: 2000 },
  audit_log: { target: 200 },
  blog_posts: {
    author: 200,
    content: 100000,
    date: 100,
    excerpt: 500,
    id: 100,
    image: 2000,
    image_alt: 300,
    meta_description: 300,
    rendered_html: 1000000,
    slug: 200,
    social_image: 2000,
    title: 200,
  },
  chat_message_ratings: { reason: 500 },
  chat_messages: { content: 100000, model: 200, visit_id: 100 },
  chat_reviews: { note: 2000 },
  consultation_days_off: { reason: 80 },
  form_submissions: {
    email: 320,
    full_name: 200,
    investment_amount: 100,
    investment_goal: 100,
    investment_timeline: 100,
    investor_type: 100,
    message: 5000,
    notify_last_error: 1000,
    page: 500,
    phone: 40,
  },
  lead_notes: { author_email: 320, body: 5000 },
  newsletter_consents: { page: 300 },
  newsletter_subscribers: { email: 320 },
  outbound_emails: { body_text: 500000, last_error: 1000, provider_id: 200, recipient: 1000, subject: 300 },
  post_revisions: { review_note: 2000 },
  site_events: { details: 1000, page: 500, user_agent: 500 },
} as const

/** The most bytes each jsonb column takes as text, by table (its CHECK: `octet_length(column::text) <= N`). */
export const ColumnByteLimits = {
  chat_messages: { sources: 4000 },
  form_submissions: { metadata: 30000 },
  site_events: { metadata: 2048 },
} as const

/** The whole-value pattern a CHECK matches each text column against (`column ~ '^...$'`), as PostgreSQL writes it. */
export const ColumnPatterns = {
  blog_posts: { slug: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  communications_archive: { prev_sha256: '^[0-9a-f]{64}$', row_sha256: '^[0-9a-f]{64}$', sha256: '^[0-9a-f]{64}$' },
  form_submissions: {
    email: "^([A-Za-z0-9_'+-]+\\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$",
  },
  newsletter_consents: { wording_version: '^[a-z0-9][a-z0-9.-]{0,39}$' },
  newsletter_subscribers: { erased_tag: '^hmac:[0-9a-f]{64}$' },
  outbound_emails: { recipient: '^([^\\s@,]+@[^\\s@,]+(, [^\\s@,]+@[^\\s@,]+)*|hmac:[0-9a-f]{64})$' },
} as const

/** The assistant's synonym groups: the terms of each find each other (private.assistant_synonyms). */
export const AssistantSynonyms = [
  ['accredited investor', 'qualified investor', 'qualified purchaser', 'sophisticated investor'],
  ['arrange', 'book', 'schedule'],
  ['capital', 'funds', 'money'],
  ['cedent', 'ceding company', 'ceding insurer'],
  ['appointment', 'consultation', 'meeting'],
  ['distribution', 'dividend', 'payout'],
  ['charge', 'cost', 'expense', 'fee'],
  ['liquidity', 'lock-up', 'redemption', 'withdraw my money'],
  ['minimum', 'minimum investment', 'smallest investment'],
  ['address', 'headquarters', 'location', 'office'],
  ['preferred equity', 'preferred share', 'preferred shares', 'preferred stock'],
  ['reinsurance block', 'reinsurance program', 'reinsurance treaty', 'treaty'],
  ['retro cover', 'retrocession'],
  ['irs', 'tax', 'taxation'],
] as const
