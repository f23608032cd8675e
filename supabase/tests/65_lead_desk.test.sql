-- The lead desk, cell by cell: status, follow-up and source on form_submissions; lead_notes;
-- the status history trigger; lead_sources(); the attribution CHECK.
begin;
select plan(61);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.form_submissions (id, client_id, form_type, full_name, email, message, metadata) values
  ('d0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com', 'Hello',
   '{"attribution":{"source":"newsletter","medium":"email","landing_page":"/contact"}}'),
  ('d0000000-0000-4000-8000-000000000002', gen_random_uuid(), 'lead', 'Bo Chen', 'bo@example.com', null,
   '{"attribution":{"referrer":"https://www.google.com","landing_page":"/"}}'),
  ('d0000000-0000-4000-8000-000000000003', gen_random_uuid(), 'newsletter', null, 'cy@example.com', null, '{}');
insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', 'Seed note');

-- ============================================================ defaults and generated columns
select is((select status from public.form_submissions where id = 'd0000000-0000-4000-8000-000000000003'), 'new',
  'a new lead''s status is new');
select results_eq(
  $$ select lead_source from public.form_submissions order by id $$,
  array['newsletter', 'www.google.com', 'Direct'],
  'lead_source: the utm source, else the referrer''s host, else Direct');
select throws_ok(
  $$ update public.form_submissions set status = 'hot' where id = 'd0000000-0000-4000-8000-000000000003' $$,
  '22P02', 'invalid input value for enum lead_status: "hot"', 'an unknown status is refused (the enum public.lead_status)');

-- =============================================================== anon, signed-in member
-- One case a row, in order: who asks, the statement, ok / empty / the SQLSTATE, what, the message.
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from (values
  ('anon', $$ select status from public.form_submissions $$, '42501', 'anon: SELECT status denied', null),
  ('anon', $$ select follow_up_on from public.form_submissions $$, '42501', 'anon: SELECT follow_up_on denied', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email, status)
     values (gen_random_uuid(), 'lead', 'a@example.com', 'won') $$, '42501', 'anon: INSERT cannot set status', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email, follow_up_on)
     values (gen_random_uuid(), 'lead', 'a@example.com', current_date) $$,
    '42501', 'anon: INSERT cannot set follow_up_on', null),
  ('anon', $$ update public.form_submissions set status = 'spam' $$, '42501', 'anon: UPDATE status denied', null),
  ('anon', $$ update public.form_submissions set follow_up_on = current_date $$, '42501',
    'anon: UPDATE follow_up_on denied', null),
  ('anon', $$ select * from public.lead_notes $$, '42501', 'anon: SELECT lead_notes denied', null),
  ('anon', $$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', 'x') $$,
    '42501', 'anon: INSERT lead_notes denied', null),
  ('anon', $$ update public.lead_notes set body = 'x' $$, '42501', 'anon: UPDATE lead_notes denied', null),
  ('anon', $$ delete from public.lead_notes $$, '42501', 'anon: DELETE lead_notes denied', null),
  ('anon', $$ select * from public.lead_sources() $$, '42501', 'anon: lead_sources() denied', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'utm@example.com',
       '{"visitId":"v1","attribution":{"source":"google","medium":"cpc","campaign":"q4","term":"re","content":"ad",
         "referrer":"https://news.example.org","landing_page":"/investment"}}') $$,
    'ok', 'anon: INSERT with every attribution key', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', jsonb_build_object('attribution',
       jsonb_build_object('source', repeat('s', 201)))) $$,
    '23514', 'anon: an attribution value over 200 characters is refused', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', '{"attribution":{"gclid":"abc"}}') $$,
    '23514', 'anon: an unknown attribution key is refused', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', '{"attribution":{"source":7}}') $$,
    '23514', 'anon: a non-text attribution value is refused', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', '{"attribution":"google"}') $$,
    '23514', 'anon: an attribution that is not an object is refused', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select status, follow_up_on, lead_source from public.form_submissions $$,
    'empty', 'member: SELECT status, follow_up_on and source sees no rows', null),
  ('b0000000-0000-4000-8000-000000000002', $$ insert into public.form_submissions (client_id, form_type, email, status)
     values (gen_random_uuid(), 'lead', 'm@example.com', 'won') $$, '42501', 'member: INSERT cannot set status', null),
  ('b0000000-0000-4000-8000-000000000002', $$ insert into public.form_submissions (client_id, form_type, email, follow_up_on)
     values (gen_random_uuid(), 'lead', 'm@example.com', current_date) $$,
    '42501', 'member: INSERT cannot set follow_up_on', null),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.form_submissions set status = 'won' returning id $$,
    'empty', 'member: UPDATE status changes nothing (policy)', null),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.form_submissions set follow_up_on = current_date returning id $$,
    'empty', 'member: UPDATE follow_up_on changes nothing (policy)', null),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.form_submissions set full_name = 'x' $$, '42501',
    'member: UPDATE of a submitted field denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.lead_notes $$, 'empty',
    'member: SELECT lead_notes sees no rows', null),
  ('b0000000-0000-4000-8000-000000000002',
    $$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', 'x') $$,
    '42501', 'member: INSERT lead_notes refused', 'new row violates row-level security policy for table "lead_notes"'),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.lead_notes set body = 'x' $$, '42501',
    'member: UPDATE lead_notes denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from public.lead_notes $$, '42501', 'member: DELETE lead_notes denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.lead_sources() $$, 'empty',
    'member: lead_sources() returns nothing', null)
) c(who, sql, expect, descr, msg);

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select set_config('request.jwt.claims', json_build_object('role', 'authenticated', 'email', 'admin@example.com',
  'sub', 'a0000000-0000-4000-8000-000000000001', 'aal', 'aal2')::text, true);
select is((select count(*)::int from public.form_submissions where status = 'new' and lead_source <> ''), 4,
  'admin: SELECT reads status and source');
select results_eq(
  $$ update public.form_submissions set status = 'contacted' where id = 'd0000000-0000-4000-8000-000000000001'
     returning status::text $$,
  array['contacted'], 'admin: UPDATE status');
select results_eq(
  $$ update public.form_submissions set follow_up_on = '2026-11-23' where id = 'd0000000-0000-4000-8000-000000000001'
     returning follow_up_on::text $$,
  array['2026-11-23'], 'admin: UPDATE follow_up_on');
-- (the request as it is: the admin, with the e-mail claim)
select tests.check(null, c.sql, '42501', c.descr) from (values
  ($$ insert into public.form_submissions (client_id, form_type, email, status)
     values (gen_random_uuid(), 'lead', 'a2@example.com', 'won') $$, 'admin: INSERT cannot set status'),
  ($$ insert into public.form_submissions (client_id, form_type, email, follow_up_on)
     values (gen_random_uuid(), 'lead', 'a2@example.com', current_date) $$, 'admin: INSERT cannot set follow_up_on'),
  ($$ update public.form_submissions set full_name = 'Edited' $$, 'admin: UPDATE full_name denied'),
  ($$ update public.form_submissions set email = 'e@example.com' $$, 'admin: UPDATE email denied'),
  ($$ update public.form_submissions set message = 'Edited' $$, 'admin: UPDATE message denied'),
  ($$ update public.form_submissions set metadata = '{}' $$, 'admin: UPDATE metadata denied'),
  ($$ update public.form_submissions set created_at = now() $$, 'admin: UPDATE created_at denied')
) c(sql, descr);
select results_eq(
  $$ select kind::text, status::text, author_id::text, author_email from public.lead_notes where kind = 'status' $$,
  $$ values ('status', 'contacted', 'a0000000-0000-4000-8000-000000000001', 'admin@example.com') $$,
  'admin: a status change is recorded in the history with who');
select lives_ok(
  $$ update public.form_submissions set status = 'new' where id = 'd0000000-0000-4000-8000-000000000003' $$,
  'admin: UPDATE to the same status');
select is((select count(*)::int from public.lead_notes where kind = 'status'), 1,
  'admin: setting the status it already has records nothing');
select lives_ok(
  $$ insert into public.lead_notes (submission_id, body)
     values ('d0000000-0000-4000-8000-000000000001', 'Called, left a voicemail') $$,
  'admin: INSERT a note');
select results_eq(
  $$ select body, author_id::text, author_email from public.lead_notes where body = 'Called, left a voicemail' $$,
  $$ values ('Called, left a voicemail', 'a0000000-0000-4000-8000-000000000001', 'admin@example.com') $$,
  'admin: the note''s author is the caller (defaults)');
select is((select count(*)::int from public.lead_notes), 3, 'admin: SELECT reads every note and status row');
select tests.check(null, c.sql, c.expect, c.descr) from (values
  ($$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-0000000000ff', 'Lost') $$,
    '23503', 'admin: a note for a missing lead is refused'),
  ($$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', '   ') $$,
    '23514', 'admin: a blank note is refused'),
  ($$ insert into public.lead_notes (submission_id, body)
     values ('d0000000-0000-4000-8000-000000000001', repeat('n', 5001)) $$,
    '23514', 'admin: a note over 5,000 characters is refused'),
  ($$ insert into public.lead_notes (submission_id, body)
     values ('d0000000-0000-4000-8000-000000000001', repeat('n', 5000)) $$,
    'ok', 'admin: a note of 5,000 characters is accepted'),
  ($$ insert into public.lead_notes (submission_id, body, kind, status)
     values ('d0000000-0000-4000-8000-000000000001', 'Fake history', 'status', 'won') $$,
    '42501', 'admin: cannot write a status history row directly'),
  ($$ insert into public.lead_notes (submission_id, body, author_id)
     values ('d0000000-0000-4000-8000-000000000001', 'Spoof', 'b0000000-0000-4000-8000-000000000002') $$,
    '42501', 'admin: cannot choose the note''s author'),
  ($$ update public.lead_notes set body = 'Edited' $$, '42501', 'admin: UPDATE lead_notes denied (append-only)'),
  ($$ delete from public.lead_notes $$, '42501', 'admin: DELETE lead_notes denied (append-only)')
) c(sql, expect, descr);
select results_eq(
  $$ select source, leads::int from public.lead_sources() order by source $$,
  $$ values ('Direct', 1), ('google', 1), ('newsletter', 1), ('www.google.com', 1) $$,
  'admin: lead_sources() counts leads per source');

-- ============================================================ service_role, erasure
select tests.as_service();
select lives_ok($$ delete from public.lead_notes where body = 'Seed note' $$, 'service_role: DELETE a note');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ delete from public.form_submissions where id = 'd0000000-0000-4000-8000-000000000001' returning email $$,
  array['ann@example.com'], 'admin: DELETE a lead');
select tests.as_postgres();
select is((select count(*)::int from public.lead_notes where submission_id = 'd0000000-0000-4000-8000-000000000001'),
  0, 'deleting a lead deletes its notes and history');
select ok(has_column_privilege('authenticated', 'public.form_submissions', 'status', 'update')
          and has_column_privilege('authenticated', 'public.form_submissions', 'follow_up_on', 'update')
          and not has_column_privilege('authenticated', 'public.form_submissions', 'lead_source', 'update')
          and not has_column_privilege('authenticated', 'public.form_submissions', 'page', 'update')
          and not has_column_privilege('authenticated', 'public.form_submissions', 'client_id', 'update'),
  'authenticated may UPDATE status and follow_up_on only');
select table_privs_are('public', 'lead_notes', 'anon', '{}'::text[], 'anon holds no privilege on lead_notes');
select is((select proconfig from pg_proc where oid = 'private.record_status_change()'::regprocedure),
  array['search_path=""'], 'the history trigger pins search_path to empty');

select * from finish();
rollback;
