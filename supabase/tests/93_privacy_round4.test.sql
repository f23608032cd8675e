-- Privacy requests, round 4 (20261127000100_erasure_round4.sql): the reason is a fixed category
-- plus a ticket reference; the tombstone is an HMAC keyed with a Vault secret; the transcripts an
-- erasure keeps are found by a later export; an address that arrived as an attribution value
-- (utm_source, ...) is scrubbed from the events and the rollups. Cells: anon, member, viewer,
-- admin, service_role.
begin;
select plan(57);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');

-- Jane: one lead from visit v-jane, whose transcript names her; her address also arrived as the
-- utm_source of v-jane and, written with %40, of another visit (v-news) that left no lead.
-- Bo: a lead, a visit from the newsletter and a transcript nothing here may touch.
insert into public.form_submissions (id, created_at, client_id, form_type, full_name, email, metadata) values
  ('e0000000-0000-4000-8000-000000000001', now() - interval '1 day', gen_random_uuid(), 'lead', 'Jane Roe',
   'jane@example.com', '{"visitId": "v-jane"}'),
  ('e0000000-0000-4000-8000-000000000002', now() - interval '1 day', gen_random_uuid(), 'lead', 'Bo Chen',
   'bo@example.com', '{"visitId": "v-bo"}');
insert into public.chat_messages (conversation_id, visit_id, role, content) values
  ('d0000000-0000-4000-8000-000000000001', 'v-jane', 'user', 'Write to me at jane@example.com'),
  ('d0000000-0000-4000-8000-000000000001', 'v-jane', 'assistant', 'The firm will write to you.'),
  ('d0000000-0000-4000-8000-000000000002', 'v-bo', 'user', 'Hello');
insert into public.site_events (created_at, type, details, metadata, page, user_agent) values
  (now() - interval '1 day', 'pageview', 'Viewed /',
   '{"visitId": "v-jane", "attribution": {"source": "Jane@Example.com", "medium": "email"}}', '/', 'UA-Jane'),
  (now() - interval '3 days', 'pageview', 'Viewed /blog',
   '{"visitId": "v-news", "attribution": {"source": "jane%40example.com", "campaign": "spring"}}', '/blog', 'UA-News'),
  (now() - interval '3 days', 'pageview', 'Viewed /about', '{"visitId": "v-news"}', '/about', 'UA-News'),
  (now() - interval '1 day', 'pageview', 'Viewed /', '{"visitId": "v-bo", "attribution": {"source": "newsletter"}}', '/', 'UA-Bo');

create temp table tag as select encode(extensions.hmac('jane@example.com',
  (select decrypted_secret from vault.decrypted_secrets where name = 'privacy_hmac_key'), 'sha256'), 'hex') as hex;
create temp view bo_data as
  select (select jsonb_agg(to_jsonb(e) order by e.id) from public.site_events e where e.user_agent = 'UA-Bo')
      || (select jsonb_agg(to_jsonb(m) order by m.id) from public.chat_messages m where m.visit_id = 'v-bo')
      || (select jsonb_agg(to_jsonb(v)) from analytics.visits v where v.visit_id = 'v-bo') as doc;
create temp table bo_before as select doc from bo_data;
grant select on tag, bo_data, bo_before to authenticated;

-- ======================================================================== the reason
select enum_has_labels('public', 'erasure_reason',
  array['person_request', 'consent_withdrawn', 'objection', 'no_longer_needed', 'unlawful_processing', 'legal_obligation'],
  'the reason is one of six fixed categories');
select has_function('public', 'erase_person', array['text', 'text'],
  'the two-argument form stays, its reason a category and a ticket (20261127000700; 93_privacy_contract)');
select has_function('public', 'erase_person', array['text', 'erasure_reason', 'text'],
  'erase_person(email, reason category, ticket reference)');

-- ======================================================================== who may call
-- anon, member and viewer, cell by cell: erase_person and the erasure tags.
with r(n, name, who, refused, msg) as (values
    (1, 'anon', 'anon', 'denied', null),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'refused', 'erase_person: only admins may do this'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', 'refused', null)),
  o(n, sql, what) as (values
    (1, $$ select public.erase_person('jane@example.com', 'person_request', 'PRIV-1') $$, null),
    (2, $$ select * from private.erased_person_records $$, 'the erasure tags are out of reach'),
    (3, $$ insert into private.erased_person_records (tag, record, record_id) values (repeat('a', 64), 'chat_messages', '1') $$,
     'no tag is written'),
    (4, $$ update private.erased_person_records set record_id = '2' $$, 'nor changed'),
    (5, $$ delete from private.erased_person_records $$, 'nor deleted')),
  c as (select r.who, o.sql, r.name || ': ' || coalesce(o.what, 'erase_person ' || r.refused) as descr,
          case when o.n = 1 then r.msg end as msg
        from r, o order by r.n, o.n)
select tests.check(c.who, c.sql, '42501', c.descr, c.msg) from c;
select tests.check(c.who, c.sql, '42501', c.descr) from (values
  ('service', $$ select public.erase_person('jane@example.com', 'person_request', 'PRIV-1') $$, 'service_role: erase_person denied'),
  ('a0000000-0000-4000-8000-000000000001', $$ select * from private.erased_person_records $$,
    'admin: the tags are read only through export_person'),
  ('a0000000-0000-4000-8000-000000000001',
    $$ insert into private.erased_person_records (tag, record, record_id) values (repeat('a', 64), 'chat_messages', '1') $$,
    'admin: nobody writes a tag but erase_person'),
  ('a0000000-0000-4000-8000-000000000001', $$ update private.erased_person_records set record_id = '2' $$,
    'admin: nor changes one'),
  ('a0000000-0000-4000-8000-000000000001', $$ delete from private.erased_person_records $$, 'admin: nor deletes one'),
  ('a0000000-0000-4000-8000-000000000001', $$ select private.address_tag('jane@example.com') $$,
    'admin: the HMAC is not callable')
) c(who, sql, descr);

-- ======================================================================== the ticket
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select tests.check(null, c.sql, c.code, c.descr, c.msg) from (values
  ($$ select public.erase_person('jane@example.com', 'person_request', '') $$, '22023',
    'admin: a ticket reference is required', 'erase_person: give the ticket reference of the request'),
  ($$ select public.erase_person('jane@example.com', 'person_request', 'jane@example.com') $$, '22023',
    'admin: a ticket with an address is refused', 'erase_person: a ticket reference never holds an e-mail address'),
  ($$ select public.erase_person('jane@example.com', 'person_request', 'x@y') $$, '22023',
    'admin: so is anything with an @', 'erase_person: a ticket reference never holds an e-mail address'),
  ($$ select public.erase_person('jane@example.com', 'person_request', 'Jane Roe called 2026') $$, '22023',
    'admin: free text is refused as a ticket',
    'erase_person: a ticket reference is letters and digits such as PRIV-2026-014 (at most 40 characters, with a digit)'),
  ($$ select public.erase_person('jane@example.com', 'person_request', 'JaneRoe') $$, '22023',
    'admin: a ticket without a digit is refused', null),
  (format($$ select public.erase_person('jane@example.com', 'person_request', %L) $$, 'PRIV-' || repeat('1', 40)), '22023',
    'admin: a ticket of more than 40 characters is refused', null),
  ($$ select public.erase_person('jane@example.com', null, 'PRIV-1') $$, '22023',
    'admin: a category is required', 'erase_person: choose the reason for the erasure'),
  ($$ select public.erase_person('jane@example.com', 'because she asked', 'PRIV-1') $$, '22P02',
    'admin: a reason outside the categories is refused', null)
) c(sql, code, descr, msg);
select is((select count(*)::int from public.form_submissions where email = 'jane@example.com'), 1, 'nothing was erased so far');

-- ======================================================================== export before
create temp table before_export as select public.export_person('jane@example.com') as doc;
select results_eq($$ select e ->> 'user_agent' from before_export, jsonb_array_elements(doc -> 'events') e order by 1 $$,
  array['UA-Jane', 'UA-News'], 'export: the events of her visit and the event whose source names her address');

-- ======================================================================== the erasure
create temp table erased as select public.erase_person('JANE@example.com', 'consent_withdrawn', ' PRIV-2026-014 ') as doc;
select is((select doc -> 'counts' -> 'events' from erased), '2'::jsonb,
  'the erasure counts her visit''s event and the other event that carried her address');
select is((select doc ->> 'addressHash' from erased), (select hex from tag),
  'the tombstone is the HMAC-SHA-256 of the address keyed with the Vault secret');
select isnt((select doc ->> 'addressHash' from erased), encode(sha256('jane@example.com'::bytea), 'hex'),
  'not the bare SHA-256 anyone can recompute');

-- the audit log
select results_eq(
  $$ select target, details ->> 'reason', details ->> 'ticket' from public.audit_log where action = 'privacy.erase' $$,
  $$ select 'hmac:' || hex, 'consent_withdrawn', 'PRIV-2026-014' from tag $$,
  'the audit entry: the HMAC, the category and the ticket');
select is_empty($$ select * from public.audit_log where (coalesce(target, '') || details::text) ilike '%jane%' $$,
  'the audit log never holds the address');

-- the attribution, everywhere
select tests.as_postgres();
select is_empty($$ select * from public.site_events where metadata::text ilike '%jane%' $$,
  'no event keeps her address in its attribution, in any case or with %40');
select is_empty($$ select * from analytics.visits where source ilike '%jane%' $$, 'analytics.visits keeps no source naming her');
select is_empty($$ select * from analytics.visit_days where source ilike '%jane%' $$, 'analytics.visit_days neither');
select is((select metadata -> 'attribution' from public.site_events where user_agent = 'UA-News' and metadata ? 'attribution'),
  '{"source": "Erased on request", "campaign": "spring"}'::jsonb,
  'the other visit keeps its other values; its source reads "Erased on request"');
select is((select source from analytics.visits where visit_id = 'v-news'), 'Erased on request',
  'and the Overview counts it under that source');
select is((select count(*)::int from analytics.visit_days where visit_id = 'v-news'), 1, 'the visit still counts');
select is((select doc from bo_data), (select doc from bo_before), 'Bo''s events, transcript and visit are untouched');
create temp view rollups as select jsonb_build_array(
  (select jsonb_agg(to_jsonb(v) order by v.day, v.visit_id) from analytics.visit_days v),
  (select jsonb_agg(to_jsonb(v) order by v.visit_id) from analytics.visits v),
  (select jsonb_agg(to_jsonb(p) order by p.day, p.page) from analytics.page_days p)) as doc;
create temp table rollups_kept as select doc from rollups;
select private.site_stats_rebuild(
  (select array_agg(distinct (created_at at time zone 'America/New_York')::date) from public.site_events),
  (select array_agg(distinct analytics.visit_id(metadata)) from public.site_events where analytics.visit_id(metadata) is not null));
select is((select doc from rollups), (select doc from rollups_kept), 'the rollups equal a recount after the erasure');

-- the kept transcript, tagged
select is((select count(*)::int from private.erased_person_records where tag = (select hex from tag) and record = 'chat_messages'),
  2, 'her transcript''s two messages are tagged with the HMAC');
select is_empty($$ select * from private.erased_person_records where record_id in
  (select id::text from public.chat_messages where visit_id = 'v-bo') $$, 'Bo''s transcript is not');

-- ======================================================================== export after
select tests.as_user('a0000000-0000-4000-8000-000000000001');
create temp table after_export as select public.export_person('Jane@example.com') as doc;
select is((select doc ->> 'message' from after_export), null, 'a second export no longer says "Nothing is held"');
select is((select doc -> 'counts' from after_export),
  '{"leads": 0, "notes": 0, "statusChanges": 0, "bookings": 0, "events": 0, "keptRecords": 2}'::jsonb,
  'it counts the two kept messages, and nothing else');
select results_eq($$ select i ->> 'content' from after_export, jsonb_array_elements(doc #> '{keptByLaw,0,items}') i $$,
  array['Write to me at jane@example.com', 'The firm will write to you.'], 'it lists the kept transcript');
select matches((select doc #>> '{keptByLaw,0,reason}' from after_export),
  'kept for the retention period.*linked to this address by leads erased on request \(\d{4}-\d{2}-\d{2}\)',
  'and says why it is kept and since when it has no other link');
select is(public.erase_person('jane@example.com', 'person_request', 'PRIV-2026-015') ->> 'message',
  'Nothing to erase: the records below are kept.', 'a second erasure names the kept records');
select is(public.export_person('other@example.com') ->> 'message', 'Nothing is held for this address.',
  'another address finds none of her records');

-- ======================================================================== the key
select tests.as_postgres();
update vault.secrets set secret = repeat('k', 64) where name = 'privacy_hmac_key';
select isnt(private.address_tag('jane@example.com'), (select hex from tag), 'another key gives another tag (it is keyed)');
delete from vault.secrets where name = 'privacy_hmac_key';
select throws_ok($$ select private.address_tag('jane@example.com') $$, '55000', null,
  'without the Vault secret, no privacy request runs (never an unkeyed hash)');

select * from finish();
rollback;
