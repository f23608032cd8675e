-- lead_search: the view the search box reads (owner's rights, so the trigram index serves it
-- under RLS). Cell by cell: only admins read it; nobody writes through it.
begin;
select plan(21);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.form_submissions (id, client_id, form_type, full_name, email, phone, message) values
  ('e0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com',
   '2125550100', 'Fee of 100% "flat"'),
  ('e0000000-0000-4000-8000-000000000002', gen_random_uuid(), 'lead', 'Bo Chen', 'bo_chen@x.io', null,
   'Fee of 1000 flat');

create function pg_temp.plan_of(query text) returns text language plpgsql as $$
declare
  line record;
  plan text := '';
begin
  for line in execute 'explain ' || query loop plan := plan || line."QUERY PLAN" || E'\n'; end loop;
  return plan;
end $$;
grant execute on function pg_temp.plan_of(text) to authenticated;

select set_eq(
  $$ select c.relname::text from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'v' $$,
  array['chat_message_search', 'lead_search'],
  'the views in public are the two admin search views (lead_search; chat_message_search, 94_chat_messages)');
select ok(not coalesce((select 'security_barrier=true' = any(c.reloptions) from pg_class c
  where c.oid = 'public.lead_search'::regclass), false),
  'lead_search is not a security_barrier view (the search must reach the trigram index)');
select table_privs_are('public', 'lead_search', 'anon', '{}'::text[], 'anon holds no privilege on lead_search');
select table_privs_are('public', 'lead_search', 'authenticated', array['SELECT'],
  'authenticated may only SELECT lead_search');

-- ======================================================================== anon
select tests.as_anon();
select throws_ok($$ select * from public.lead_search $$, '42501', null, 'anon: SELECT denied');
select throws_ok(
  $$ insert into public.lead_search (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'a@b.co') $$,
  '42501', null, 'anon: INSERT denied');
select throws_ok($$ update public.lead_search set status = 'won' $$, '42501', null, 'anon: UPDATE denied');
select throws_ok($$ delete from public.lead_search $$, '42501', null, 'anon: DELETE denied');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is_empty($$ select * from public.lead_search $$, 'member: SELECT sees no rows');
select is_empty($$ select * from public.lead_search where search_text ilike '%ann%' $$,
  'member: a search finds nothing');
select throws_ok(
  $$ insert into public.lead_search (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'a@b.co') $$,
  '42501', null, 'member: INSERT denied');
select throws_ok($$ update public.lead_search set status = 'won' $$, '42501', null, 'member: UPDATE denied');
select throws_ok($$ delete from public.lead_search $$, '42501', null, 'member: DELETE denied');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.lead_search), 2, 'admin: SELECT sees every lead');
select results_eq(
  $$ select email from public.lead_search where search_text ilike '%100\%%' $$, array['ann@example.com'],
  'admin: a search (escaped wildcard) finds the lead');
select throws_ok(
  $$ insert into public.lead_search (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'a@b.co') $$,
  '42501', null, 'admin: INSERT through the view denied');
select throws_ok(
  $$ update public.lead_search set status = 'won' where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '42501', null, 'admin: UPDATE through the view denied (the table''s policies and grants apply)');
select throws_ok(
  $$ update public.lead_search set full_name = 'Edited' $$, '42501', null,
  'admin: UPDATE of a submitted field through the view denied');
select throws_ok($$ delete from public.lead_search $$, '42501', null, 'admin: DELETE through the view denied');

-- Why the view exists: under RLS the ILIKE cannot use the trigram index; through the view it can.
set local enable_seqscan = off;
select matches(pg_temp.plan_of($$ select * from public.lead_search where search_text ilike '%chen%' $$),
  'form_submissions_search_idx', 'admin: a search through lead_search can use the trigram index');
select doesnt_match(pg_temp.plan_of($$ select * from public.form_submissions where search_text ilike '%chen%' $$),
  'form_submissions_search_idx', 'admin: the same search on the table (RLS) cannot');

select * from finish();
rollback;
