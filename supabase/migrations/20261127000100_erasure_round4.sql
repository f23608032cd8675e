-- Privacy requests, round 4 (issue 31). Builds on 20261124000220_privacy_requests.sql.
--
-- 1. The tombstone: an address is known after its erasure only as HMAC-SHA-256 keyed with the
--    Vault secret `privacy_hmac_key` (private.address_tag), not as a bare SHA-256 anyone can
--    recompute from a guessed address. The audit log's target is 'hmac:<hex>'.
-- 2. Kept records stay findable: the chat transcripts whose only link to the address was an
--    erased lead's visit are tagged at erasure (private.erased_person_records, by the HMAC), so
--    a later export_person lists them and says why they are kept.
-- 3. Attribution values: an address that arrived as utm_source (or any other attribution value,
--    as it is or with '@' written %40) is replaced with 'Erased on request' in every event that
--    carries it, whatever the visit; the rollups (analytics.visits, visit_days) are rebuilt from
--    the events by their update trigger. export_person lists those events too.
-- 4. The reason: one of the fixed categories of public.erasure_reason plus a ticket reference
--    (letters, digits and - _ / #, at most 40 characters, with a digit; never an '@'), so the
--    audit log never holds free text that could name the person.
--
-- Redefines: private.privacy_kept_records(text, text[], boolean), public.export_person(text) (first
--    in 20261124000220_privacy_requests.sql)
-- Replaces: public.erase_person(text, text) (first in 20261124000220_privacy_requests.sql):
--    dropped; the new form takes (email, reason public.erasure_reason, ticket), and 20261127000700
--    brings the two-argument form back

begin;

-- ---------------------------------------------------------------------------- the tombstone
-- The secret: Supabase Vault holds it. A project that lacks it gets a random one here; the local
-- backend's prelude (supabase/local/prelude.sql) seeds its own.
do $$
begin
  if not exists (select 1 from vault.decrypted_secrets where name = 'privacy_hmac_key')
     and exists (select 1 from pg_catalog.pg_proc p where p.proname = 'create_secret'
                 and p.pronamespace = (select n.oid from pg_catalog.pg_namespace n where n.nspname = 'vault')) then
    execute 'select vault.create_secret($1, $2, $3)'
      using encode(extensions.gen_random_bytes(32), 'hex'), 'privacy_hmac_key',
            'Key of the HMAC that stands for an erased e-mail address (privacy requests). Never change it: erased addresses would no longer be found.';
  end if;
end;
$$;

create function private.address_tag(address text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  key text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'privacy_hmac_key');
begin
  if key is null or char_length(key) < 32 then
    raise exception 'privacy requests: the Vault secret privacy_hmac_key (at least 32 characters) is missing'
      using errcode = '55000', hint = 'See docs/operating-supabase.md, "Privacy requests".';
  end if;
  return encode(extensions.hmac(convert_to(address, 'UTF8'), convert_to(key, 'UTF8'), 'sha256'), 'hex');
end;
$$;
revoke all on function private.address_tag(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- kept records
-- The records an erasure kept that nothing else links to the address any more.
create table private.erased_person_records (
  tag       text        not null check (tag ~ '^[0-9a-f]{64}$'),
  record    text        not null check (record in ('chat_messages')),
  record_id text        not null,
  erased_at timestamptz not null default now(),
  primary key (tag, record, record_id)
);
revoke all on table private.erased_person_records from public, anon, authenticated, service_role;
comment on table private.erased_person_records is
  'Records kept by law after an erasure, by the HMAC of the erased address (private.address_tag), so export_person still finds them.';

-- Chat transcripts: those of the address's visits, and those tagged at its erasure.
create or replace function private.privacy_kept_records(address text, visit_ids text[], with_items boolean)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  kept jsonb := '[]';
  account uuid := (select u.id from auth.users u where lower(u.email) = address limit 1);
  tagged text[] := (select coalesce(array_agg(t.record_id), '{}') from private.erased_person_records t
                    where t.tag = private.address_tag(address) and t.record = 'chat_messages');
  erased_on text := (select string_agg(distinct to_char(t.erased_at at time zone 'America/New_York', 'YYYY-MM-DD'), ', ')
                     from private.erased_person_records t where t.tag = private.address_tag(address));
  n bigint;
  items jsonb;
  ref_columns text[];
begin
  select count(*), coalesce(jsonb_agg(to_jsonb(m) order by m.created_at, m.id), '[]')
    into n, items
  from public.chat_messages m
  where m.visit_id = any (visit_ids) or m.id::text = any (tagged);
  if n > 0 then
    kept := kept || (jsonb_build_object('record', 'chat_messages', 'rows', n,
      'reason', 'Chat transcripts are the record of what the firm''s assistant said; they are kept for the retention period of the records rules and deleted by their own schedule.'
        || case when erased_on is not null
                then format(' They were linked to this address by leads erased on request (%s).', erased_on) else '' end)
      || case when with_items then jsonb_build_object('items', items) else '{}' end);
  end if;
  if account is not null then
    select array_agg(a.attname::text) into ref_columns
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.conrelid = 'public.post_revisions'::regclass and c.contype = 'f' and c.confrelid = 'auth.users'::regclass;
    if ref_columns is not null then
      execute format('select count(*) from public.post_revisions r where %s',
                     (select string_agg(format('r.%I = $1', col), ' or ') from unnest(ref_columns) col))
        into n using account;
      if n > 0 then
        kept := kept || jsonb_build_object('record', 'post_revisions', 'rows', n,
          'reason', 'Every version of a post is an advertising record the firm keeps, with who saved it.');
      end if;
    end if;
    kept := kept || (jsonb_build_object('record', 'staff account', 'rows', 1,
      'reason', 'A sign-in account is not erased here: revoke it in the Team tab, then delete the user in Auth.')
      || case when with_items then jsonb_build_object('items', (
           select jsonb_agg(jsonb_build_object('user_id', u.id, 'role', r.role, 'created_at', u.created_at,
                                               'last_sign_in_at', u.last_sign_in_at))
           from auth.users u left join public.user_roles r on r.user_id = u.id where u.id = account)) else '{}' end);
  end if;
  return kept;
end;
$$;
revoke all on function private.privacy_kept_records(text, text[], boolean) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- attribution
-- Whether a value holds the address (any case; '@' also as %40, as in a URL). Built-in functions
-- only and no SET clause, so the planner inlines it.
create function private.holds_address(value jsonb, address text)
returns boolean
language sql
immutable
as $$
  select jsonb_typeof(value) = 'string'
     and (strpos(lower(value #>> '{}'), address) > 0
          or strpos(lower(value #>> '{}'), replace(address, '@', '%40')) > 0);
$$;
revoke all on function private.holds_address(jsonb, text) from public, anon, authenticated, service_role;

-- The attribution with every value that holds the address replaced (a key that holds it goes).
create function private.scrubbed_attribution(attribution jsonb, address text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(a.key, case when private.holds_address(a.value, address)
                                               then to_jsonb('Erased on request'::text) else a.value end), '{}')
  from jsonb_each(attribution) a
  where not private.holds_address(to_jsonb(a.key), address);
$$;
revoke all on function private.scrubbed_attribution(jsonb, text) from public, anon, authenticated, service_role;

-- Events of any visit whose attribution holds the address. A visit's first event alone carries
-- its attribution (src/lib/activity/visits.ts): this index lists those, and each is read once, as
-- text (a privacy request is rare; the address can be in any visit). An address holds no
-- character that JSON escapes (private.checked_email), so its text is found as it is.
create index site_events_attribution_idx on public.site_events (created_at) where metadata ? 'attribution';

create function private.attribution_event_ids(address text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select e.id from public.site_events e
  where e.metadata ? 'attribution'
    and (strpos(lower((e.metadata -> 'attribution')::text), address) > 0
         or strpos(lower((e.metadata -> 'attribution')::text), replace(address, '@', '%40')) > 0);
$$;
revoke all on function private.attribution_event_ids(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- the reason
create type public.erasure_reason as enum (
  'person_request',       -- the person asked (right to erasure)
  'consent_withdrawn',    -- the person withdrew consent
  'objection',            -- the person objected to the processing
  'no_longer_needed',     -- the firm no longer needs the data
  'unlawful_processing',  -- the data was processed unlawfully
  'legal_obligation'      -- a law or a court requires it
);
comment on type public.erasure_reason is 'Why an address was erased (erase_person); kept in the audit log.';

-- A ticket reference: short, no free text. null when it is fine, else the message.
create function private.ticket_problem(ticket text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when ticket is null or btrim(ticket) = '' then 'give the ticket reference of the request'
    when position('@' in ticket) > 0 then 'a ticket reference never holds an e-mail address'
    when btrim(ticket) !~ '^[A-Za-z0-9]+([-_/#][A-Za-z0-9]+)*$' or char_length(btrim(ticket)) > 40
         or btrim(ticket) !~ '[0-9]'
      then 'a ticket reference is letters and digits such as PRIV-2026-014 (at most 40 characters, with a digit)'
  end;
$$;
revoke all on function private.ticket_problem(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- export_person
create or replace function public.export_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  scope record;
  leads jsonb;
  bookings jsonb;
  events jsonb;
  kept jsonb;
  counts jsonb;
begin
  perform private.require_admin('export_person');
  address := private.checked_email(export_person.email);
  select * into scope from private.person_scope(address);

  select coalesce(jsonb_agg(to_jsonb(s) - 'search_text' || jsonb_build_object(
           'notes', (select coalesce(jsonb_agg(jsonb_build_object('kind', n.kind, 'status', n.status,
                       'body', n.body, 'created_at', n.created_at) order by n.created_at, n.id), '[]')
                     from public.lead_notes n where n.submission_id = s.id))
         order by s.created_at, s.id), '[]'),
         coalesce(jsonb_agg(jsonb_build_object('lead_id', s.id, 'date', s.consultation_date,
                    'slot', s.consultation_slot, 'status', s.status) order by s.consultation_date)
                  filter (where s.consultation_date is not null), '[]')
    into leads, bookings
  from public.form_submissions s where s.id = any (scope.lead_ids);

  select coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'created_at', e.created_at, 'type', e.type,
           'details', e.details, 'page', e.page, 'user_agent', e.user_agent, 'metadata', e.metadata)
         order by e.created_at, e.id), '[]')
    into events
  from public.site_events e
  where e.id in (select private.visit_event_ids(scope.visit_ids) union select private.attribution_event_ids(address));

  kept := private.privacy_kept_records(address, scope.visit_ids, true);
  counts := jsonb_build_object(
    'leads', jsonb_array_length(leads),
    'notes', (select count(*) from public.lead_notes n where n.submission_id = any (scope.lead_ids) and n.kind = 'note'),
    'statusChanges', (select count(*) from public.lead_notes n
                      where n.submission_id = any (scope.lead_ids) and n.kind = 'status'),
    'bookings', jsonb_array_length(bookings),
    'events', jsonb_array_length(events),
    'keptRecords', (select coalesce(sum((k ->> 'rows')::bigint), 0) from jsonb_array_elements(kept) k));

  perform private.audit('privacy.export', 'hmac:' || private.address_tag(address), jsonb_build_object('counts', counts));
  return jsonb_strip_nulls(jsonb_build_object(
    'email', address,
    'exportedAt', now(),
    'searched', 'Leads with this e-mail address (any case) with their notes, status history and bookings; '
                'the events of the visits that produced those leads and those whose source names the address; '
                'the records kept by law, those of earlier erasures included.',
    'message', case when jsonb_array_length(leads) = 0 and jsonb_array_length(events) = 0 and jsonb_array_length(kept) = 0
                    then 'Nothing is held for this address.' end,
    'counts', counts,
    'leads', leads,
    'bookings', bookings,
    'events', events,
    'keptByLaw', kept));
end;
$$;

-- ---------------------------------------------------------------------------- erase_person
drop function public.erase_person(text, text);

create function public.erase_person(email text, reason public.erasure_reason, ticket text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  tag text;
  problem text := private.ticket_problem(ticket);
  scope record;
  today date := (now() at time zone 'America/New_York')::date;
  counts jsonb;
  notifications jsonb;
  kept jsonb;
  n_events bigint;
  n_sources bigint;
  n_leads bigint;
  salt text := gen_random_uuid()::text;
begin
  perform private.require_admin('erase_person');
  address := private.checked_email(erase_person.email);
  if reason is null then
    raise exception 'erase_person: choose the reason for the erasure' using errcode = '22023';
  end if;
  if problem is not null then
    raise exception 'erase_person: %', problem using errcode = '22023';
  end if;
  tag := private.address_tag(address);
  select * into scope from private.person_scope(address);
  -- Hold the leads: a status change or a note cannot slip in between the count and the delete.
  perform 1 from public.form_submissions s where s.id = any (scope.lead_ids) for update;

  select jsonb_build_object(
           'leads', count(*),
           'notes', (select count(*) from public.lead_notes n where n.submission_id = any (scope.lead_ids) and n.kind = 'note'),
           'statusChanges', (select count(*) from public.lead_notes n
                             where n.submission_id = any (scope.lead_ids) and n.kind = 'status'),
           'bookings', count(*) filter (where s.consultation_date is not null),
           'slotsFreed', count(*) filter (where s.consultation_date >= today and s.status <> 'spam')),
         coalesce(jsonb_agg(jsonb_build_object('lead_id', s.id, 'notified_at', s.notified_at) order by s.created_at)
                  filter (where s.notified_at is not null), '[]')
    into counts, notifications
  from public.form_submissions s where s.id = any (scope.lead_ids);
  kept := private.privacy_kept_records(address, scope.visit_ids, false);

  -- The transcripts of the leads' visits stay (records rules); the lead was their only link to
  -- the address, so they are tagged with its HMAC for a later export.
  insert into private.erased_person_records (tag, record, record_id)
  select tag, 'chat_messages', m.id::text from public.chat_messages m where m.visit_id = any (scope.visit_ids)
  on conflict do nothing;

  -- The leads' visits: as in 20261124000220 (a new visit id, free text erased, no user agent,
  -- metadata keeps the visit id and the source the Overview counts), the source itself erased
  -- when it holds the address. The update's trigger rebuilds the rollups of the days it touched.
  update public.site_events e
  set details = case when e.type = 'calculator' or analytics.is_page_arrival(e.type, e.details)
                     then e.details else 'Erased on request' end,
      metadata = jsonb_build_object('visitId', v.new_id)
                 || case when jsonb_typeof(e.metadata -> 'attribution') = 'object'
                         then jsonb_build_object('attribution', jsonb_build_object('source', analytics.visit_source(
                                private.scrubbed_attribution(e.metadata -> 'attribution', address))))
                         else '{}' end,
      user_agent = null
  from (select old_id, md5(salt || old_id)::uuid::text as new_id from unnest(scope.visit_ids) old_id) v
  where e.id in (select private.visit_event_ids(scope.visit_ids))
    and analytics.visit_id(e.metadata) = v.old_id;
  get diagnostics n_events = row_count;

  -- Any other visit whose attribution holds the address (a link with utm_source=<address>).
  update public.site_events e
  set metadata = jsonb_set(e.metadata, '{attribution}', private.scrubbed_attribution(e.metadata -> 'attribution', address))
  where e.id in (select private.attribution_event_ids(address));
  get diagnostics n_sources = row_count;

  -- Notes and status history go with their lead (ON DELETE CASCADE); the lead rollups count down.
  delete from public.form_submissions s where s.id = any (scope.lead_ids);
  get diagnostics n_leads = row_count;

  counts := counts || jsonb_build_object('events', n_events + n_sources);
  perform private.audit('privacy.erase', 'hmac:' || tag,
    jsonb_build_object('reason', reason, 'ticket', btrim(ticket), 'counts', counts,
      'kept', (select coalesce(jsonb_agg(jsonb_build_object('record', k ->> 'record', 'rows', k -> 'rows')), '[]')
               from jsonb_array_elements(kept) k)));
  return jsonb_build_object(
    'erased', n_leads + n_sources > 0,
    'message', case when n_leads > 0 then format('Erased %s lead(s) and the personal data of %s event(s).', n_leads, n_events + n_sources)
                    when n_sources > 0 then format('Erased the address from the source of %s event(s).', n_sources)
                    when jsonb_array_length(kept) > 0 then 'Nothing to erase: the records below are kept.'
                    else 'Nothing is held for this address.' end,
    'addressHash', tag,
    'counts', counts,
    -- The firm's e-mail about each lead carries "Lead id: <id>": delete those from the mailboxes.
    'notifications', notifications,
    'keptByLaw', kept);
end;
$$;

revoke all on function public.erase_person(text, public.erasure_reason, text) from public, anon, authenticated, service_role;
grant execute on function public.erase_person(text, public.erasure_reason, text) to authenticated;
revoke all on function public.export_person(text) from public, anon, authenticated, service_role;
grant execute on function public.export_person(text) to authenticated;

commit;
