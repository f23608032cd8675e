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

-- ======================================================================== anon
select tests.as_anon();
select throws_ok($$ select status from public.form_submissions $$, '42501', null, 'anon: SELECT status denied');
select throws_ok($$ select follow_up_on from public.form_submissions $$, '42501', null,
  'anon: SELECT follow_up_on denied');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, status)
     values (gen_random_uuid(), 'lead', 'a@example.com', 'won') $$,
  '42501', null, 'anon: INSERT cannot set status');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, follow_up_on)
     values (gen_random_uuid(), 'lead', 'a@example.com', current_date) $$,
  '42501', null, 'anon: INSERT cannot set follow_up_on');
select throws_ok($$ update public.form_submissions set status = 'spam' $$, '42501', null,
  'anon: UPDATE status denied');
select throws_ok($$ update public.form_submissions set follow_up_on = current_date $$, '42501', null,
  'anon: UPDATE follow_up_on denied');
select throws_ok($$ select * from public.lead_notes $$, '42501', null, 'anon: SELECT lead_notes denied');
select throws_ok(
  $$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', 'x') $$,
  '42501', null, 'anon: INSERT lead_notes denied');
select throws_ok($$ update public.lead_notes set body = 'x' $$, '42501', null, 'anon: UPDATE lead_notes denied');
select throws_ok($$ delete from public.lead_notes $$, '42501', null, 'anon: DELETE lead_notes denied');
select throws_ok($$ select * from public.lead_sources() $$, '42501', null, 'anon: lead_sources() denied');
select lives_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'utm@example.com',
       '{"visitId":"v1","attribution":{"source":"google","medium":"cpc","campaign":"q4","term":"re","content":"ad",
         "referrer":"https://news.example.org","landing_page":"/investment"}}') $$,
  'anon: INSERT with every attribution key');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', jsonb_build_object('attribution',
       jsonb_build_object('source', repeat('s', 201)))) $$,
  '23514', null, 'anon: an attribution value over 200 characters is refused');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', '{"attribution":{"gclid":"abc"}}') $$,
  '23514', null, 'anon: an unknown attribution key is refused');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', '{"attribution":{"source":7}}') $$,
  '23514', null, 'anon: a non-text attribution value is refused');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'x@example.com', '{"attribution":"google"}') $$,
  '23514', null, 'anon: an attribution that is not an object is refused');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is_empty($$ select status, follow_up_on, lead_source from public.form_submissions $$,
  'member: SELECT status, follow_up_on and source sees no rows');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, status)
     values (gen_random_uuid(), 'lead', 'm@example.com', 'won') $$,
  '42501', null, 'member: INSERT cannot set status');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, follow_up_on)
     values (gen_random_uuid(), 'lead', 'm@example.com', current_date) $$,
  '42501', null, 'member: INSERT cannot set follow_up_on');
select is_empty($$ update public.form_submissions set status = 'won' returning id $$,
  'member: UPDATE status changes nothing (policy)');
select is_empty($$ update public.form_submissions set follow_up_on = current_date returning id $$,
  'member: UPDATE follow_up_on changes nothing (policy)');
select throws_ok($$ update public.form_submissions set full_name = 'x' $$, '42501', null,
  'member: UPDATE of a submitted field denied');
select is_empty($$ select * from public.lead_notes $$, 'member: SELECT lead_notes sees no rows');
select throws_ok(
  $$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', 'x') $$,
  '42501', 'new row violates row-level security policy for table "lead_notes"', 'member: INSERT lead_notes refused');
select throws_ok($$ update public.lead_notes set body = 'x' $$, '42501', null, 'member: UPDATE lead_notes denied');
select throws_ok($$ delete from public.lead_notes $$, '42501', null, 'member: DELETE lead_notes denied');
select is_empty($$ select * from public.lead_sources() $$, 'member: lead_sources() returns nothing');

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
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, status)
     values (gen_random_uuid(), 'lead', 'a2@example.com', 'won') $$,
  '42501', null, 'admin: INSERT cannot set status');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, follow_up_on)
     values (gen_random_uuid(), 'lead', 'a2@example.com', current_date) $$,
  '42501', null, 'admin: INSERT cannot set follow_up_on');
select throws_ok($$ update public.form_submissions set full_name = 'Edited' $$, '42501', null,
  'admin: UPDATE full_name denied');
select throws_ok($$ update public.form_submissions set email = 'e@example.com' $$, '42501', null,
  'admin: UPDATE email denied');
select throws_ok($$ update public.form_submissions set message = 'Edited' $$, '42501', null,
  'admin: UPDATE message denied');
select throws_ok($$ update public.form_submissions set metadata = '{}' $$, '42501', null,
  'admin: UPDATE metadata denied');
select throws_ok($$ update public.form_submissions set created_at = now() $$, '42501', null,
  'admin: UPDATE created_at denied');
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
select throws_ok(
  $$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-0000000000ff', 'Lost') $$,
  '23503', null, 'admin: a note for a missing lead is refused');
select throws_ok(
  $$ insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', '   ') $$,
  '23514', null, 'admin: a blank note is refused');
select throws_ok(
  $$ insert into public.lead_notes (submission_id, body)
     values ('d0000000-0000-4000-8000-000000000001', repeat('n', 5001)) $$,
  '23514', null, 'admin: a note over 5,000 characters is refused');
select lives_ok(
  $$ insert into public.lead_notes (submission_id, body)
     values ('d0000000-0000-4000-8000-000000000001', repeat('n', 5000)) $$,
  'admin: a note of 5,000 characters is accepted');
select throws_ok(
  $$ insert into public.lead_notes (submission_id, body, kind, status)
     values ('d0000000-0000-4000-8000-000000000001', 'Fake history', 'status', 'won') $$,
  '42501', null, 'admin: cannot write a status history row directly');
select throws_ok(
  $$ insert into public.lead_notes (submission_id, body, author_id)
     values ('d0000000-0000-4000-8000-000000000001', 'Spoof', 'b0000000-0000-4000-8000-000000000002') $$,
  '42501', null, 'admin: cannot choose the note''s author');
select throws_ok($$ update public.lead_notes set body = 'Edited' $$, '42501', null,
  'admin: UPDATE lead_notes denied (append-only)');
select throws_ok($$ delete from public.lead_notes $$, '42501', null, 'admin: DELETE lead_notes denied (append-only)');
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
