-- Privacy requests (docs/decisions/0011-team-audit-privacy.md): what the firm holds about an
-- e-mail address, and its erasure. Admins only (42501 for anyone else).
--
--   public.export_person(email) -> jsonb   everything held for the address, in any case: the
--       leads with their notes and status history, the bookings, the events of the visits that
--       produced the leads (metadata.visitId), and the records kept by law.
--   public.erase_person(email, reason) -> jsonb   the counts removed, in one transaction: the
--       leads go (notes and history with them, booked slots freed), those visits' events lose
--       everything personal but still count in the Overview, the records kept by law stay and
--       are listed. The audit log keeps the SHA-256 of the address, never the address.
--
-- Records kept by law (chat transcripts, post revisions) belong to another migration that may
-- come later; private.privacy_kept_records() reads them by name when they exist.

begin;

-- The leads of one address, found without reading every lead.
create index form_submissions_email_lower_idx on public.form_submissions (lower(email));

-- ---------------------------------------------------------------------------- helpers
-- The address's leads and the visits that produced them.
create function private.person_scope(address text, out lead_ids uuid[], out visit_ids text[])
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.id order by s.created_at, s.id), '{}'),
         coalesce(array_agg(distinct analytics.visit_id(s.metadata))
                  filter (where analytics.visit_id(s.metadata) is not null), '{}')
  from public.form_submissions s
  where lower(s.email) = address;
$$;
revoke all on function private.person_scope(text) from public, anon, authenticated, service_role;

-- The events of these visits. The rollup knows on which New York days each visit was active, so
-- only those days' events are read (a day is a few thousand events; the table holds millions).
create function private.visit_event_ids(visit_ids text[])
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select e.id
  from (select distinct vd.day from analytics.visit_days vd where vd.visit_id = any (visit_ids)) d
  join public.site_events e
    on e.created_at >= d.day::timestamp at time zone 'America/New_York'
   and e.created_at < (d.day + 1)::timestamp at time zone 'America/New_York'
  where analytics.visit_id(e.metadata) = any (visit_ids);
$$;
revoke all on function private.visit_event_ids(text[]) from public, anon, authenticated, service_role;

-- The hook for records the firm must keep: [{record, rows, reason, items?}], only entries with
-- rows. Tables are found by name when they exist (to_regclass), so this migration applies before
-- or without them:
--   public.chat_messages    the transcripts of the address's visits (visit_id)
--   public.post_revisions   revisions whose reference to auth.users is the address's account
--   the staff account       an Auth user with the address (revoked in the Team tab, not here)
-- with_items adds the chat messages themselves (the export).
create function private.privacy_kept_records(address text, visit_ids text[], with_items boolean)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  kept jsonb := '[]';
  account uuid := (select u.id from auth.users u where lower(u.email) = address limit 1);
  n bigint;
  items jsonb;
  ref_columns text[];
begin
  if to_regclass('public.chat_messages') is not null and cardinality(visit_ids) > 0 then
    execute 'select count(*), coalesce(jsonb_agg(to_jsonb(m) order by m.created_at), ''[]'')
             from public.chat_messages m where m.visit_id::text = any ($1)'
      into n, items using visit_ids;
    if n > 0 then
      kept := kept || (jsonb_build_object('record', 'chat_messages', 'rows', n,
        'reason', 'Chat transcripts are the record of what the firm''s assistant said; they are kept for the retention period of the records rules and deleted by their own schedule.')
        || case when with_items then jsonb_build_object('items', items) else '{}' end);
    end if;
  end if;
  if to_regclass('public.post_revisions') is not null and account is not null then
    select array_agg(a.attname::text) into ref_columns
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
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
  end if;
  if account is not null then
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

create function private.address_hash(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(address, 'UTF8')), 'hex');
$$;
revoke all on function private.address_hash(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- export_person
create function public.export_person(email text)
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
  from public.site_events e where e.id in (select private.visit_event_ids(scope.visit_ids));

  kept := private.privacy_kept_records(address, scope.visit_ids, true);
  counts := jsonb_build_object(
    'leads', jsonb_array_length(leads),
    'notes', (select count(*) from public.lead_notes n where n.submission_id = any (scope.lead_ids) and n.kind = 'note'),
    'statusChanges', (select count(*) from public.lead_notes n
                      where n.submission_id = any (scope.lead_ids) and n.kind = 'status'),
    'bookings', jsonb_array_length(bookings),
    'events', jsonb_array_length(events),
    'keptRecords', (select coalesce(sum((k ->> 'rows')::bigint), 0) from jsonb_array_elements(kept) k));

  perform private.audit('privacy.export', 'sha256:' || private.address_hash(address),
    jsonb_build_object('counts', counts));
  return jsonb_strip_nulls(jsonb_build_object(
    'email', address,
    'exportedAt', now(),
    'searched', 'Leads with this e-mail address (any case) with their notes, status history and bookings; '
                'the events of the visits that produced those leads; the records kept by law.',
    'message', case when jsonb_array_length(leads) = 0 and jsonb_array_length(kept) = 0
                    then 'Nothing is held for this address.' end,
    'counts', counts,
    'leads', leads,
    'bookings', bookings,
    'events', events,
    'keptByLaw', kept));
end;
$$;

-- ---------------------------------------------------------------------------- erase_person
create function public.erase_person(email text, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  why text := btrim(reason);
  scope record;
  today date := (now() at time zone 'America/New_York')::date;
  counts jsonb;
  notifications jsonb;
  kept jsonb;
  n_events bigint;
  n_leads bigint;
  salt text := gen_random_uuid()::text;
begin
  perform private.require_admin('erase_person');
  address := private.checked_email(erase_person.email);
  if why is null or why = '' or char_length(why) > 500 then
    raise exception 'erase_person: give the reason for the erasure (at most 500 characters)' using errcode = '22023';
  end if;
  if position(address in lower(why)) > 0 then
    raise exception 'erase_person: leave the address out of the reason; the audit log must never hold it'
      using errcode = '22023';
  end if;
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

  -- The visits' events stay, so the Overview's visits, page views, funnel, chats and sources do
  -- not change; what could tell who it was goes: each visit gets a new id (a hash of the old one
  -- with a random salt, so every event of a visit gets the same new id whatever the plan), free text
  -- becomes 'Erased on request' (a page arrival and a calculator step keep their fixed wording,
  -- which the counts read), the user agent goes, and metadata keeps only the visit id and the
  -- source the Overview counts. The update's trigger rebuilds the rollups of the days it touched.
  update public.site_events e
  set details = case when e.type = 'calculator' or analytics.is_page_arrival(e.type, e.details)
                     then e.details else 'Erased on request' end,
      metadata = jsonb_build_object('visitId', v.new_id)
                 || case when jsonb_typeof(e.metadata -> 'attribution') = 'object'
                         then jsonb_build_object('attribution', jsonb_build_object(
                                'source', analytics.visit_source(e.metadata -> 'attribution')))
                         else '{}' end,
      user_agent = null
  from (select old_id, md5(salt || old_id)::uuid::text as new_id from unnest(scope.visit_ids) old_id) v
  where e.id in (select private.visit_event_ids(scope.visit_ids))
    and analytics.visit_id(e.metadata) = v.old_id;
  get diagnostics n_events = row_count;

  -- Notes and status history go with their lead (ON DELETE CASCADE); the lead rollups count down.
  delete from public.form_submissions s where s.id = any (scope.lead_ids);
  get diagnostics n_leads = row_count;

  counts := counts || jsonb_build_object('events', n_events);
  perform private.audit('privacy.erase', 'sha256:' || private.address_hash(address),
    jsonb_build_object('reason', why, 'counts', counts,
      'kept', (select coalesce(jsonb_agg(jsonb_build_object('record', k ->> 'record', 'rows', k -> 'rows')), '[]')
               from jsonb_array_elements(kept) k)));
  return jsonb_build_object(
    'erased', n_leads > 0,
    'message', case when n_leads > 0 then format('Erased %s lead(s) and the personal data of %s event(s).', n_leads, n_events)
                    when jsonb_array_length(kept) > 0 then 'Nothing to erase: the records below are kept.'
                    else 'Nothing is held for this address.' end,
    'addressHash', private.address_hash(address),
    'counts', counts,
    -- The firm's e-mail about each lead carries "Lead id: <id>": delete those from the mailboxes.
    'notifications', notifications,
    'keptByLaw', kept);
end;
$$;

revoke all on function public.export_person(text) from public, anon, authenticated, service_role;
revoke all on function public.erase_person(text, text) from public, anon, authenticated, service_role;
grant execute on function public.export_person(text) to authenticated;
grant execute on function public.erase_person(text, text) to authenticated;

commit;
