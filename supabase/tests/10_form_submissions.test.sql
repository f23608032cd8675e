-- form_submissions: anyone may insert; only admins read and delete; nobody updates.
begin;
select plan(27);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.form_submissions (client_id, form_type, full_name, email, message)
values ('f0000000-0000-4000-8000-000000000001', 'contact_form', 'Seed Row', 'seed@example.com', 'Hello');

-- ================================================================ anon, member, admin
select tests.as_anon();
select results_eq(
  $$ insert into public.form_submissions (client_id, form_type, email)
     values ('f0000000-0000-4000-8000-000000000004', 'lead', 'lead@example.com') returning 1 $$,
  array[1], 'anon: INSERT ... RETURNING 1 (supabase-js insert without select) works');
select tests.as_postgres();
-- One case a row, in order: who asks, the statement, ok / empty / the SQLSTATE, what, the message.
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from (values
  ('anon', $$ insert into public.form_submissions (client_id, form_type, full_name, email, phone, investor_type,
       investment_timeline, message, metadata, page)
     values ('f0000000-0000-4000-8000-000000000002', 'consultation', 'Ann Lee', 'ann@example.com',
       '5550102000', 'reinsurance', '9:00 AM', 'Call me', '{"date":"2026-12-01"}', '/schedule-consultation') $$,
    'ok', 'anon: INSERT a consultation', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email)
     values ('f0000000-0000-4000-8000-000000000003', 'newsletter', 'news@example.com') $$,
    'ok', 'anon: INSERT a newsletter sign-up (e-mail, no name)', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email)
     values ('f0000000-0000-4000-8000-000000000005', 'lead', 'lead@example.com') returning id $$,
    '42501', 'anon: INSERT ... RETURNING id (insert().select()) is denied', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email)
     values ('f0000000-0000-4000-8000-000000000002', 'lead', 'again@example.com') $$,
    '23505', 'anon: a repeated client_id is a unique violation (the client treats it as stored)', null),
  ('anon', $$ select * from public.form_submissions $$, '42501', 'anon: SELECT denied', null),
  ('anon', $$ update public.form_submissions set message = 'x' $$, '42501', 'anon: UPDATE denied', null),
  ('anon', $$ delete from public.form_submissions $$, '42501', 'anon: DELETE denied', null),
  ('anon', $$ insert into public.form_submissions (client_id, created_at, form_type, email)
     values (gen_random_uuid(), '2000-01-01', 'lead', 'old@example.com') $$,
    '42501', 'anon: cannot backdate created_at (column grant)', null),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, email)
     values (gen_random_uuid(), 'admin_note', 'x@example.com') $$,
    '22P02', 'anon: an unknown form_type is refused (the column''s type, public.form_type)',
    'invalid input value for enum form_type: "admin_note"'),
  -- a signed-in member
  ('b0000000-0000-4000-8000-000000000002', $$ insert into public.form_submissions (client_id, form_type, full_name, email)
     values ('f0000000-0000-4000-8000-000000000006', 'contact_form', 'Member', 'member@example.com') $$,
    'ok', 'member: INSERT', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.form_submissions $$, 'empty', 'member: SELECT sees no rows', null),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.form_submissions set message = 'x' $$, '42501', 'member: UPDATE denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from public.form_submissions returning id $$, 'empty',
    'member: DELETE removes nothing', null),
  -- an admin
  ('a0000000-0000-4000-8000-000000000001', $$ insert into public.form_submissions (client_id, form_type, full_name, email)
     values ('f0000000-0000-4000-8000-000000000007', 'other_form', 'Admin Test', 'admin@example.com') $$,
    'ok', 'admin: INSERT', null),
  ('a0000000-0000-4000-8000-000000000001', $$ select id, created_at, client_id, metadata, page from public.form_submissions $$,
    'ok', 'admin: SELECT reads every column', null),
  ('a0000000-0000-4000-8000-000000000001', $$ update public.form_submissions set message = 'edited' $$, '42501',
    'admin: UPDATE denied (a submission is never edited)', null)
) c(who, sql, expect, descr, msg);
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.form_submissions), 6, 'admin: SELECT sees every row');
select results_eq(
  $$ delete from public.form_submissions where email = 'seed@example.com' returning email $$,
  array['seed@example.com'], 'admin: DELETE (erasure request)');

-- =================================================================== rate limit
select tests.as_anon('10.0.0.1, 203.0.113.7'); -- the platform appends the address it saw
select lives_ok(
  $$ insert into public.form_submissions (client_id, form_type, email)
     select gen_random_uuid(), 'lead', 'spam' || g || '@example.com' from generate_series(1, 10) g $$,
  'rate limit: ten submissions from one IP in ten minutes are accepted');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'spam11@example.com') $$,
  'PGRST', '{"code" : "rate_limited", "message" : "Too many requests, try again later"}',
  'rate limit: the eleventh is refused (PostgREST answers HTTP 429)');
select tests.as_anon('203.0.113.8');
select lives_ok(
  $$ insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'other@example.com') $$,
  'rate limit: another IP is not affected');
select tests.as_anon('203.0.113.7');
select throws_ok(
  $$ insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'spam12@example.com') $$,
  'PGRST', null, 'rate limit: the same IP is still refused without the client-written hop');
select tests.as_anon('203.0.113.7');
select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.44","x-forwarded-for":"203.0.113.7"}', true);
select lives_ok(
  $$ insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'cf@example.com') $$,
  'rate limit: cf-connecting-ip is preferred over X-Forwarded-For');
select tests.as_service();
select lives_ok(
  $$ insert into public.form_submissions (client_id, form_type, email)
     select gen_random_uuid(), 'lead', 'bulk' || g || '@example.com' from generate_series(1, 20) g $$,
  'rate limit: service_role is exempt');
select tests.as_postgres();
select is((select hits from private.rate_limits where bucket = 'form_submissions:203.0.113.7'), 10,
  'rate limit: refused attempts are not counted (rolled back with the insert)');
select is((select count(*)::int from private.rate_limits), 5,
  'rate limit: one bucket per table and IP (service_role leaves none)');

select * from finish();
rollback;
