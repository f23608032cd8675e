-- search_leads(): the search box's reads (round-3 hardening; it replaces the lead_search view,
-- which ran with its owner's rights). Cell by cell: only admins get an answer; nobody else is
-- read anything; nothing is written through it. Then what it answers, and that its search is
-- served by the trigram index.
begin;
select plan(28);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.form_submissions (id, created_at, client_id, form_type, full_name, email, phone, message, status, follow_up_on) values
  ('e0000000-0000-4000-8000-000000000001', now() - interval '3 hours', gen_random_uuid(), 'contact_form', 'Ann Lee',
   'ann@example.com', '2125550100', 'Fee of 100% "flat"', 'contacted', current_date),
  ('e0000000-0000-4000-8000-000000000002', now() - interval '2 hours', gen_random_uuid(), 'lead', 'Bo Chen',
   'bo_chen@x.io', null, 'Fee of 1000 flat', 'new', null),
  ('e0000000-0000-4000-8000-000000000003', now() - interval '1 hour', gen_random_uuid(), 'lead', 'Cy Chen',
   'cy@example.com', null, 'Flat fee?', 'new', current_date + 3);

create function pg_temp.emails(result jsonb) returns text[] language sql as $$
  select coalesce(array_agg(r ->> 'email' order by n), '{}') from jsonb_array_elements(result -> 'rows') with ordinality x(r, n)
$$;
grant execute on function pg_temp.emails(jsonb) to anon, authenticated;

-- ======================================================================== structure
select is_definer('public', 'search_leads', array['text', 'text', 'text', 'text', 'date', 'boolean', 'text', 'integer', 'integer'],
  'search_leads is SECURITY DEFINER (its search reaches the trigram index)');
select is((select proconfig from pg_proc where proname = 'search_leads'), array['search_path=""'],
  'search_leads pins search_path to empty');
select is((select provolatile from pg_proc where proname = 'search_leads'), 's', 'search_leads is STABLE (it writes nothing)');
select ok(not has_function_privilege('anon', 'public.search_leads(text, text, text, text, date, boolean, text, integer, integer)', 'execute'),
  'anon may not execute search_leads');
select ok(has_function_privilege('authenticated', 'public.search_leads(text, text, text, text, date, boolean, text, integer, integer)', 'execute'),
  'authenticated may execute it (it refuses non-admins itself)');
select hasnt_view('public', 'lead_search', 'the lead_search view is gone');

-- ======================================================================== anon
select tests.as_anon();
select throws_ok($$ select public.search_leads('ann') $$, '42501', null, 'anon: search denied');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ select public.search_leads('ann') $$, '42501', 'search_leads: only staff may search leads',
  'member: a search is refused before anything is read');
select throws_ok($$ select public.search_leads('') $$, '42501', null, 'member: so is a search for nothing (every lead)');
select throws_ok($$ select public.search_leads(repeat('x', 600)) $$, '42501', null,
  'member: refused before the arguments are even checked');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(pg_temp.emails(public.search_leads('chen')), array['cy@example.com', 'bo_chen@x.io'],
  'admin: a word in the name finds both, newest first');
select is((public.search_leads('chen') ->> 'total')::int, 2, 'admin: with the exact total');
select is(pg_temp.emails(public.search_leads('FEE 1000')), array['bo_chen@x.io'],
  'admin: every word must appear, in any case, anywhere (name, e-mail, phone, message)');
select is(pg_temp.emails(public.search_leads('100%')), array['ann@example.com'], 'admin: % is a character, not a wildcard');
select is(pg_temp.emails(public.search_leads('o_c')), array['bo_chen@x.io'], 'admin: _ is a character too');
select is(pg_temp.emails(public.search_leads('"flat"')), array['ann@example.com'], 'admin: quotes are characters');
select is(pg_temp.emails(public.search_leads('flat', status => 'new')), array['cy@example.com', 'bo_chen@x.io'],
  'admin: with the status filter');
select is(pg_temp.emails(public.search_leads('fee', form_type => 'contact_form', lead_source => 'Direct')),
  array['ann@example.com'], 'admin: with the form type and source filters');
select is(pg_temp.emails(public.search_leads('flat', due_on => current_date)), array['ann@example.com'],
  'admin: follow-up due on or before a day');
-- The firm was e-mailed about Ann; Bo is spam (never e-mailed on purpose): only Cy is "not notified".
select tests.as_postgres();
update public.form_submissions set notified_at = now() where email = 'ann@example.com';
update public.form_submissions set status = 'spam' where email = 'bo_chen@x.io';
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(pg_temp.emails(public.search_leads('flat', not_notified => true)), array['cy@example.com'],
  'admin: not notified = no e-mail to the firm yet, spam left out');
select is(pg_temp.emails(public.search_leads('', not_notified => true)), array['cy@example.com'],
  'admin: the filter alone, with no words');
select tests.as_postgres();
update public.form_submissions set notified_at = null where email = 'ann@example.com';
update public.form_submissions set status = 'new' where email = 'bo_chen@x.io';
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(pg_temp.emails(public.search_leads('flat', sort => 'oldest')),
  array['ann@example.com', 'bo_chen@x.io', 'cy@example.com'], 'admin: oldest first');
select is(pg_temp.emails(public.search_leads('flat', sort => 'follow_up')),
  array['ann@example.com', 'cy@example.com', 'bo_chen@x.io'], 'admin: earliest follow-up first, none last');
select is(public.search_leads('flat', page_offset => 1, page_limit => 1),
  jsonb_build_object('total', 3, 'rows', jsonb_build_array(
    (select to_jsonb(s) from public.form_submissions s where s.id = 'e0000000-0000-4000-8000-000000000002'))),
  'admin: one page of whole rows, and the total of all pages');
select is(public.search_leads('flat', page_offset => 10), '{"total": 3, "rows": []}'::jsonb,
  'admin: a page past the end is empty, with the total');
select throws_ok($$ select public.search_leads('flat', sort => 'name') $$, '22023', null, 'admin: an unknown sort is refused');
select throws_ok($$ select public.search_leads(repeat('x', 501)) $$, '22023', null, 'admin: over 500 characters are refused');

-- Why it is a function with its owner's rights: its search can use the trigram index (under
-- RLS, ILIKE never can). pg_stat_get_xact_numscans counts this transaction's scans of the index.
create function pg_temp.index_scans() returns bigint language sql volatile as $$
  select pg_stat_get_xact_numscans('public.form_submissions_search_idx'::regclass)
$$;
grant execute on function pg_temp.index_scans() to authenticated;
create temp table scans_before on commit drop as select pg_temp.index_scans() as n;
grant select on scans_before to authenticated;
set local enable_seqscan = off;
select public.search_leads('chen') is not null;
select ok(pg_temp.index_scans() > (select n from scans_before), 'admin: the search reads form_submissions_search_idx');

select * from finish();
rollback;
