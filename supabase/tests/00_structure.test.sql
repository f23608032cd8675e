-- Structural guarantees: RLS everywhere, no definer function exposed, helpers pinned, grants.
begin;
select plan(19);

select is_empty(
  $$ select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity $$,
  'RLS is enabled on every table in public');
select set_eq(
  $$ select c.relname::text from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' $$,
  array['audit_log', 'blog_posts', 'calculator_rates', 'chat_messages', 'communications_archive', 'form_submissions',
        'lead_notes', 'post_revisions', 'site_events', 'user_roles', 'chat_message_ratings', 'chat_reviews',
        'assistant_passages', 'outbound_emails',
        'consultation_days_off', 'newsletter_subscribers', 'newsletter_consents'],
  'public holds exactly the application tables');
-- The exceptions: the public list of taken consultation slots (dates and times only); the lead
-- search, which refuses non-staff before it reads; notify-lead's four calls, which only
-- service_role may execute (the hourly cap lives in private); and the admin-only functions that
-- read auth.users or write the audit log, each refusing non-admins first (supabase/tests/91_team,
-- 92_audit, 93_privacy prove it cell by cell); the second-factor setting and reset (40_mfa); the
-- admins' deletion of an abusive chat conversation (94_chat_round4); the pending site rebuild,
-- staff only (98_publishing_round4); the upload function's check (97_post_image_upload); the
-- supervision's review, setting and archive functions, each refusing first whoever may not call it
-- (99_supervision); a build's record in the archive, which only service_role may execute
-- (99_supervision).
select set_eq(
  $$ select p.proname::text from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prosecdef $$,
  array['taken_consultation_slots', 'search_leads', 'claim_lead_notification', 'claim_next_lead_notification',
        'finish_lead_notification', 'fail_lead_notification', 'staff_members', 'add_staff', 'set_staff_role',
        'revoke_staff', 'export_leads', 'restore_post_revision', 'audit_actors', 'export_person', 'erase_person',
        'staff_security_settings', 'set_staff_mfa_required', 'record_factor_reset', 'delete_chat_conversation',
        'pending_site_rebuild', 'authorize_post_image_upload', 'supervision_settings', 'set_approval_required',
        'submit_post_version', 'review_post_version', 'verify_archive', 'log_archive_export',
        'archive_build',
        -- the live-version rule's answer, post staff only (99_live_version_rule)
        'post_version_states',
        -- the assistant's supervision (99_chat_supervision)
        'chat_conversation_token', 'rate_chat_answer', 'review_chat', 'chat_review_queue', 'set_chat_sample_percent',
        'chat_sample_setting',
        -- the outbound e-mail queue's sender, service_role only (99_outbound_emails)
        'claim_next_email', 'finish_email', 'fail_email',
        -- the assistant's index (99_assistant_index): everyone searches the public content; only
        -- service_role gives it the build's pages
        'search_passages', 'index_pages',
        -- the firm's availability for consultations (99_booking_availability)
        'booking_availability', 'set_booking_rules', 'add_consultation_day_off', 'remove_consultation_day_off',
        'add_federal_holidays',
        -- the visitor's own booking, by its signed token; the desk's outcomes (99_manage_booking)
        'manage_booking_view', 'cancel_booking', 'reschedule_booking', 'consultation_manage_token',
        'mark_consultation', 'consultation_outcomes',
        -- the newsletter's confirm and unsubscribe, by their signed tokens (99_newsletter_consent)
        'confirm_newsletter', 'unsubscribe_newsletter',
        -- a privacy look-up, recorded as such, admins only (99_privacy_lookup)
        'look_up_person'],
  'SECURITY DEFINER functions in the exposed public schema: these, each refusing whoever may not call it');
select is_empty(
  $$ select p.oid::regprocedure from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prosecdef and p.proname like '%lead_notification'
       and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute')) $$,
  'neither anon nor authenticated may execute notify-lead''s calls');
select is_empty(
  $$ select p.oid::regprocedure from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prosecdef and p.proconfig is distinct from array['search_path=""'] $$,
  'every SECURITY DEFINER function in public pins search_path to empty');
select ok(not has_schema_privilege('anon', 'private', 'usage')
          and not has_schema_privilege('authenticated', 'private', 'usage'),
  'API roles have no USAGE on schema private');
select is_definer('private', 'is_admin', '{}'::name[], 'private.is_admin() is SECURITY DEFINER');
select is((select proconfig from pg_proc where oid = 'private.is_admin()'::regprocedure),
  array['search_path=""'], 'private.is_admin() pins search_path to empty');
select is((select proconfig from pg_proc where oid = 'private.enforce_insert_rate_limit()'::regprocedure),
  array['search_path=""'], 'the rate-limit trigger pins search_path to empty');
select ok(not has_function_privilege('anon', 'private.is_admin()', 'execute'),
  'anon cannot execute private.is_admin()');
select table_privs_are('public', 'form_submissions', 'anon', '{}'::text[],
  'anon holds no table-level privilege on form_submissions (column INSERT only)');
select table_privs_are('public', 'site_events', 'anon', '{}'::text[],
  'anon holds no table-level privilege on site_events (column INSERT only)');
select table_privs_are('public', 'blog_posts', 'anon', '{}'::text[],
  'anon holds no privilege on blog_posts (the working copy; visitors read published_posts)');
select table_privs_are('public', 'published_posts', 'anon', array['SELECT'], 'anon may only SELECT published_posts');
select table_privs_are('public', 'user_roles', 'anon', '{}'::text[], 'anon holds no privilege on user_roles');
select table_privs_are('public', 'user_roles', 'authenticated', array['SELECT'],
  'authenticated holds only SELECT on user_roles');
select ok(not has_column_privilege('anon', 'public.form_submissions', 'created_at', 'insert')
          and not has_column_privilege('anon', 'public.form_submissions', 'id', 'insert'),
  'clients cannot choose a submission''s id or created_at');
select ok(not has_column_privilege('authenticated', 'public.blog_posts', 'created_at', 'update')
          and not has_column_privilege('authenticated', 'public.blog_posts', 'updated_at', 'insert'),
  'clients cannot set a post''s timestamps');
select ok(not has_table_privilege('anon', 'private.rate_limits', 'select')
          and not has_table_privilege('authenticated', 'private.rate_limits', 'select'),
  'the rate-limit table is out of reach of the API roles');

select * from finish();
rollback;
