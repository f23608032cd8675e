-- The calculator's rates, its printed reports and the build's pages in the communications archive
-- (20261128000300_build_archive.sql, 20261128000400_calculator_supervision.sql): cell by cell for
-- anon, member, viewer, author, compliance and admin; the rates' bounds and the rule that the list
-- is never empty; a report archived without personal data; an erasure's answer naming the archive;
-- archive_build for the service role only, recording changed pages alone.
begin;
select plan(59);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'author@example.com');
select tests.create_user('e0000000-0000-4000-8000-000000000005', 'cco@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('d0000000-0000-4000-8000-000000000004', 'author'),
  ('e0000000-0000-4000-8000-000000000005', 'compliance');

-- ====================================================================== calculator_rates, cell by cell
select is(array(select rate_percent::float8 from public.calculator_rates order by 1), array[6, 8, 10, 12, 15]::float8[],
  'the firm starts with the rates of the product: 6, 8, 10, 12 and 15 %');

with r(n, name, who, insert_refusal) as (values
    (1, 'anon', 'anon', 'permission denied for table calculator_rates'),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'new row violates row-level security policy for table "calculator_rates"'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', 'new row violates row-level security policy for table "calculator_rates"'),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', 'new row violates row-level security policy for table "calculator_rates"'),
    (5, 'compliance', 'e0000000-0000-4000-8000-000000000005', 'new row violates row-level security policy for table "calculator_rates"')),
  o(n, sql, expect, what) as (values
    (1, $$ select rate_percent from public.calculator_rates $$, 'nonempty', 'SELECT reads the rates'),
    (2, $$ insert into public.calculator_rates (rate_percent) values (9) $$, '42501', 'INSERT denied'),
    (3, $$ update public.calculator_rates set rate_percent = 9 where rate_percent = 8 returning 1 $$, 'empty', 'UPDATE changes nothing'),
    (4, $$ delete from public.calculator_rates returning 1 $$, 'empty', 'DELETE removes nothing'))
select tests.check(case when r.who = 'anon' then 'anon' else r.who end,
                   case when r.who = 'anon' and o.n in (3, 4) then replace(o.sql, 'returning 1', '') else o.sql end,
                   case when r.who = 'anon' and o.n in (3, 4) then '42501' else o.expect end,
                   r.name || ': ' || case when r.who = 'anon' and o.n in (3, 4) then 'no privilege to change' else o.what end,
                   case when o.n = 2 then r.insert_refusal
                        when r.who = 'anon' and o.n in (3, 4) then 'permission denied for table calculator_rates' end)
from r, o order by r.n, o.n;

-- The admin changes the list: add, change, remove; each statement is audited.
select tests.check('a0000000-0000-4000-8000-000000000001', $$ insert into public.calculator_rates (rate_percent) values (7.5) $$,
  'ok', 'admin: INSERT adds 7.5 %');
select tests.check('a0000000-0000-4000-8000-000000000001',
  $$ update public.calculator_rates set rate_percent = 9 where rate_percent = 8 returning 1 $$, 'nonempty', 'admin: UPDATE changes 8 % to 9 %');
select tests.check('a0000000-0000-4000-8000-000000000001',
  $$ delete from public.calculator_rates where rate_percent = 15 returning 1 $$, 'nonempty', 'admin: DELETE removes 15 %');
select tests.check('a0000000-0000-4000-8000-000000000001', $$ select rate_percent from public.calculator_rates $$, 'nonempty',
  'admin: SELECT reads the rates');
select is(array(select rate_percent::float8 from public.calculator_rates order by 1), array[6, 7.5, 9, 10, 12]::float8[],
  'the list is the admin''s');
select is((select count(*)::int from public.audit_log where action = 'calculator.rates'), 3, 'each change is in the audit log');
select is((select details -> 'rates' from public.audit_log where action = 'calculator.rates' order by id desc limit 1),
  '[6.00, 7.50, 9.00, 10.00, 12.00]'::jsonb, 'the entry holds the rates after the change');
select is((select actor_id from public.audit_log where action = 'calculator.rates' order by id desc limit 1),
  'a0000000-0000-4000-8000-000000000001'::uuid, 'and who changed them');

-- Bounds and the never-empty rule, for everyone (the owner too).
with b(n, rate, what) as (values (1, '20', 'above 15 %'), (2, '0.5', 'below 1 %'), (3, '7.3', 'not in quarter points'))
select tests.check('a0000000-0000-4000-8000-000000000001',
  format($$ insert into public.calculator_rates (rate_percent) values (%s) $$, b.rate), '23514', 'a rate ' || b.what || ' is refused',
  'new row for relation "calculator_rates" violates check constraint "calculator_rates_bounds_check"')
from b order by b.n;
select tests.check('a0000000-0000-4000-8000-000000000001', $$ delete from public.calculator_rates $$, '23514',
  'removing every rate is refused', 'The calculator needs at least one rate: add the new one before removing the last.');
select tests.check('postgres', $$ delete from public.calculator_rates $$, '23514',
  'even for the owner', 'The calculator needs at least one rate: add the new one before removing the last.');

-- ====================================================================== a printed report
select tests.as_anon();
insert into public.form_submissions (client_id, form_type, full_name, email, phone, metadata) values
  ('11111111-1111-4111-8111-111111111111', 'investment_calculator', 'Ann Lee', 'ann@example.com', '2125550142',
   '{"investmentType": "one-time", "investmentAmount": 100000, "returnRate": "9%", "investmentDuration": "10",
     "results": {"investedAmount": 100000, "totalValue": 236736.37}, "disclosureVersion": "v1", "fullName": "Ann Lee",
     "email": "ann@example.com", "mobileNumber": "2125550142"}'),
  ('22222222-2222-4222-8222-222222222222', 'investment_calculator', 'Bo Chan', 'bo@example.com', '2125550143',
   '{"investmentType": "monthly", "investmentAmount": 1000, "returnRate": "8%", "investmentDuration": "5",
     "results": {"investedAmount": 60000}, "disclosureVersion": "v1"}'),
  ('33333333-3333-4333-8333-333333333333', 'contact_form', 'Cy Dee', 'cy@example.com', '2125550144', '{}');
select tests.as_postgres();

select is((select count(*)::int from public.communications_archive where kind = 'report'), 2,
  'each report request is archived as it is stored; a contact message is not');
select is((select content::jsonb - 'requested_at' from public.communications_archive
           where kind = 'report' and details ->> 'lead_id' = (select id::text from public.form_submissions where email = 'ann@example.com')),
  '{"inputs": {"years": "10", "amount": 100000, "return_rate": "9%", "investment_type": "one-time"},
    "figures": {"investedAmount": 100000, "totalValue": 236736.37}, "disclosure_version": "v1", "rate_offered": true}'::jsonb,
  'the report keeps its inputs, figures, disclosure version and that 9 % was offered');
select is((select (content::jsonb ->> 'rate_offered')::boolean from public.communications_archive
           where kind = 'report' and content like '%"monthly"%'), false, 'a rate the firm no longer offers (8 %) is said so');
select is_empty($$ select 1 from public.communications_archive
                   where content ~ '(Ann Lee|ann@example\.com|2125550142|Bo Chan|bo@example\.com)' $$,
  'no name, address or phone of a visitor is archived');
select is((select row_to_json(a)::jsonb ->> 'address' from public.communications_archive a where kind = 'report' limit 1),
  '/investment-calculator', 'at the calculator''s address');

-- The answer to a privacy request names the archive, and an erasure leaves it whole.
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select k ->> 'rows' from jsonb_array_elements(public.export_person('ann@example.com') -> 'keptByLaw') k
           where k ->> 'record' = 'communications_archive'), '1',
  'export_person lists the archive among the records kept, with the report linked to the lead');
select ok((select k ->> 'reason' from jsonb_array_elements(public.export_person('ann@example.com') -> 'keptByLaw') k
           where k ->> 'record' = 'communications_archive') like '%never changed by an erasure%',
  'and says why it is kept');
select is(public.export_person('nobody@example.com') -> 'keptByLaw', '[]'::jsonb,
  'an address with no report in the archive holds nothing there');
select lives_ok($$ select public.erase_person('ann@example.com', 'person_request PRIV-2026-101') $$, 'the admin erases Ann');
select tests.as_postgres();
select is((select count(*)::int from public.communications_archive where kind = 'report'), 2, 'the archive keeps both reports');

-- ====================================================================== archive_build
select function_privs_are('public', 'archive_build', array['jsonb'], 'anon', '{}'::text[], 'anon may not execute archive_build');
select function_privs_are('public', 'archive_build', array['jsonb'], 'authenticated', '{}'::text[],
  'no signed-in person may execute archive_build (staff included)');
select function_privs_are('public', 'archive_build', array['jsonb'], 'service_role', array['EXECUTE'],
  'the service role (the deployment''s archive:build) may');

create function pg_temp.build(_about text, _html text) returns jsonb language sql as $$
  select jsonb_build_object('built_at', '2026-11-28T09:00:00Z', 'commit', 'abc123',
    'pages', jsonb_build_array(
      jsonb_build_object('address', '/', 'title', 'Home', 'html', '<title>Home</title>',
                         'sha256', encode(sha256(convert_to('<title>Home</title>', 'UTF8')), 'hex')),
      jsonb_build_object('address', _about, 'title', 'About', 'html', _html,
                         'sha256', encode(sha256(convert_to(_html, 'UTF8')), 'hex'))),
    'disclosures', jsonb_build_object('text', '{"legend":"Hypothetical"}',
      'version', encode(sha256(convert_to('{"legend":"Hypothetical"}', 'UTF8')), 'hex')))
$$;
grant execute on function pg_temp.build(text, text) to anon, authenticated, service_role;

select tests.check('anon', $$ select public.archive_build(pg_temp.build('/about', 'v1')) $$, '42501', 'anon: archive_build refused',
  'permission denied for function archive_build');
select tests.check('a0000000-0000-4000-8000-000000000001', $$ select public.archive_build(pg_temp.build('/about', 'v1')) $$, '42501',
  'admin: archive_build refused', 'permission denied for function archive_build');
select tests.check('e0000000-0000-4000-8000-000000000005', $$ select public.archive_build(pg_temp.build('/about', 'v1')) $$, '42501',
  'compliance: archive_build refused', 'permission denied for function archive_build');

select tests.as_service();
select is(public.archive_build(pg_temp.build('/about', '<title>About</title>v1')) - 'disclosure_version',
  '{"pages_recorded": 2, "pages_unchanged": 0, "disclosures_recorded": true}'::jsonb, 'a first build records every page and the disclosures');
select is(public.archive_build(pg_temp.build('/about', '<title>About</title>v1')) - 'disclosure_version',
  '{"pages_recorded": 0, "pages_unchanged": 2, "disclosures_recorded": false}'::jsonb, 'the same build again records nothing');
select is(public.archive_build(pg_temp.build('/about', '<title>About</title>v2')) - 'disclosure_version',
  '{"pages_recorded": 1, "pages_unchanged": 1, "disclosures_recorded": false}'::jsonb, 'a changed page alone is recorded again');
select throws_ok($$ select public.archive_build(jsonb_set(pg_temp.build('/about', 'v3'), '{pages,1,html}', '"tampered"')) $$,
  '22023', 'archive_build: the HTML of /about does not match its SHA-256 in the manifest', 'a page that does not match its hash is refused');
select throws_ok($$ select public.archive_build(jsonb_set(pg_temp.build('/about', 'v3'), '{disclosures,version}', '"00"')) $$,
  '22023', 'archive_build: the disclosures'' version does not match their texts', 'disclosures that do not match their version are refused');
select throws_ok($$ select public.archive_build('{"pages": {}}') $$, '22023',
  'archive_build: a build is { pages: [...], disclosures: { version, text } }', 'a malformed build is refused');
select tests.as_postgres();
select is((select count(*)::int from public.communications_archive where kind in ('page', 'disclosure')), 4,
  'refused builds recorded nothing: three pages and one disclosure version in all');
select is((select details -> 'build' ->> 'commit' from public.communications_archive where kind = 'page' order by id desc limit 1),
  'abc123', 'each page row names its build');

select tests.as_user('e0000000-0000-4000-8000-000000000005');
select is((public.verify_archive() ->> 'ok')::boolean, true, 'the chain is whole after reports and builds');

select * from finish();
rollback;
