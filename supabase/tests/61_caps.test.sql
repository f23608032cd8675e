-- Caps on what an anonymous visitor may store: site_events details (1,000 characters) and
-- metadata (2 KB as jsonb prints it), and no lead without an e-mail address or a phone number.
begin;
select plan(16);

create function pg_temp.refused(tbl text, chk text) returns text language sql as $$
  select format('new row for relation "%s" violates check constraint "%s"', tbl, chk)
$$;

select ok((select bool_and(convalidated) from pg_constraint
           where conname in ('site_events_details_check', 'site_events_metadata_check', 'form_submissions_contact_check')),
  'on a fresh project the three constraints are validated');

-- ====================================================================== site_events, as anon
select tests.as_anon();
select lives_ok($$ insert into public.site_events (type, details, page) values ('chatbot', repeat('é', 1000), '/') $$,
  'details of 1000 characters (2000 bytes) are accepted');
select throws_ok($$ insert into public.site_events (type, details, page) values ('chatbot', repeat('d', 1001), '/') $$,
  '23514', pg_temp.refused('site_events', 'site_events_details_check'), 'details over 1000 characters are refused');
-- {"blob": "x..."}: 12 bytes around the value as jsonb prints it
select lives_ok(
  $$ insert into public.site_events (type, details, metadata, page)
     values ('pageview', 'Viewed /', jsonb_build_object('blob', repeat('x', 2036)), '/') $$,
  'metadata of exactly 2048 bytes is accepted');
select throws_ok(
  $$ insert into public.site_events (type, details, metadata, page)
     values ('pageview', 'Viewed /', jsonb_build_object('blob', repeat('x', 2037)), '/') $$,
  '23514', pg_temp.refused('site_events', 'site_events_metadata_check'), 'metadata of 2049 bytes is refused');
select throws_ok(
  $$ insert into public.site_events (type, details, metadata, page)
     values ('pageview', 'Viewed /', jsonb_build_object('blob', repeat('x', 30000)), '/') $$,
  '23514', pg_temp.refused('site_events', 'site_events_metadata_check'), 'the 30 KB metadata accepted before is refused');
-- 200 entries "kNNN":0 are 1,801 bytes as compact JSON but 2,200 as jsonb prints them
select throws_ok(
  $$ insert into public.site_events (type, details, metadata, page)
     values ('pageview', 'Viewed /', (select jsonb_object_agg('k' || lpad(g::text, 3, '0'), 0) from generate_series(1, 200) g), '/') $$,
  '23514', pg_temp.refused('site_events', 'site_events_metadata_check'),
  'metadata is measured as jsonb prints it (a space after every colon and comma)');

-- ====================================================================== leads, as anon
create function pg_temp.lead(email text, phone text, full_name text default 'Ann Lee') returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email, phone)
  values (gen_random_uuid(), 'contact_form', full_name, email, phone)
$$;
grant execute on function pg_temp.lead(text, text, text) to anon;

-- One case a row: the e-mail, the phone, the name, ok or refused by the contact rule (23514), what.
select tests.check(null, format('select pg_temp.lead(%L, %L, %L)', c.email, c.phone, c.full_name), c.expect, c.descr,
    pg_temp.refused('form_submissions', 'form_submissions_contact_check'))
from (values
  (null, null, 'Ann Lee', '23514', 'a lead with neither e-mail nor phone is refused'),
  (null, '   ', 'Ann Lee', '23514', 'a blank phone does not count'),
  (null, null, null, '23514', 'nor does an empty row'),
  (null, '5550102000', 'Ann Lee', 'ok', 'a lead with only a phone is accepted'),
  ('ann@example.com', null, 'Ann Lee', 'ok', 'a lead with only an e-mail is accepted'),
  ('ann@example.com', '5550102000', null, 'ok', 'a lead with both and no name is accepted')
) c(email, phone, full_name, expect, descr);

-- ====================================================================== the same for everyone
select tests.as_service();
select throws_ok($$ select pg_temp.lead(null, null) $$, '23514', null, 'service_role: the contact rule holds');
select throws_ok($$ insert into public.site_events (type, details, page) values ('chatbot', repeat('d', 1001), '/') $$,
  '23514', null, 'service_role: the details cap holds');
select tests.as_postgres();
select is((select count(*)::int from public.form_submissions where email is null and phone is null), 0,
  'no lead without e-mail and phone was stored');

select * from finish();
rollback;
