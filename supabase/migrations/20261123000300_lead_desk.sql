-- The lead desk: a status and a follow-up date on each lead (admins only), where the lead came
-- from (the visit's attribution, kept in metadata, with a stored source column to filter on),
-- append-only notes with the status history, and the indexes that keep search, filters,
-- sorting and counting fast at 100,000 leads (docs/decisions/0010-lead-desk.md).
--
-- Same rules as the initial migration: privileges revoked then granted back column by column,
-- CHECK constraints mirror the zod schemas and LIMITS, helpers in "private" with an empty
-- search_path.

begin;

-- Trigram indexes for the search box (ILIKE '%word%'). Supabase keeps extensions in their own
-- schema; the test prelude creates the same one on plain PostgreSQL.
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------- attribution
-- metadata.attribution (written by the browser from the visit's landing URL): only the known
-- keys, each a non-empty string of at most 200 characters. Mirrors attributionSchema (ports.ts).
create function private.valid_attribution(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or (
    jsonb_typeof(value) = 'object'
    and not exists (
      select 1 from jsonb_each(value) as e(key, item)
      where e.key not in ('source', 'medium', 'campaign', 'term', 'content', 'referrer', 'landing_page')
        or jsonb_typeof(e.item) <> 'string'
        or char_length(e.item #>> '{}') not between 1 and 200
    )
  );
$$;
revoke all on function private.valid_attribution(jsonb) from public, anon, authenticated;
-- A CHECK constraint runs its functions with the inserting role's EXECUTE right.
grant execute on function private.valid_attribution(jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- form_submissions
alter table public.form_submissions
  add column status text not null default 'new',
  add column follow_up_on date,
  -- utm source, else the external referrer's host, else Direct.
  add column lead_source text not null generated always as (
    coalesce(
      nullif(btrim(metadata #>> '{attribution,source}'), ''),
      substring(metadata #>> '{attribution,referrer}' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'),
      'Direct'
    )
  ) stored,
  -- What the search box looks in, as one column for one trigram index.
  add column search_text text not null generated always as (
    coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(message, '')
  ) stored,
  add constraint form_submissions_status_check
    check (status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
  add constraint form_submissions_attribution_check
    check (private.valid_attribution(metadata -> 'attribution'));

-- Newest first with a unique tie-breaker, per filter; the plain created_at index is superseded.
drop index if exists public.form_submissions_created_at_idx;
create index form_submissions_created_id_idx on public.form_submissions (created_at desc, id desc);
create index form_submissions_status_idx on public.form_submissions (status, created_at desc, id desc);
create index form_submissions_form_type_idx on public.form_submissions (form_type, created_at desc, id desc);
create index form_submissions_lead_source_idx on public.form_submissions (lead_source, created_at desc, id desc);
create index form_submissions_follow_up_idx on public.form_submissions (follow_up_on, created_at desc, id desc);
create index form_submissions_search_idx on public.form_submissions using gin (search_text extensions.gin_trgm_ops);
create index site_events_type_created_idx on public.site_events (type, created_at desc, id desc);

-- Admins triage: status and follow-up only. The submitted fields stay as the visitor sent them,
-- and anon's column-level INSERT grant (initial migration) does not include these columns.
grant update (status, follow_up_on) on table public.form_submissions to authenticated;
create policy "form_submissions: admins triage"
  on public.form_submissions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------- lead_notes
-- Append-only notes and the status history of a lead. Admins add notes (kind 'note'); status
-- rows are written by the trigger below. Nobody edits or deletes a row; deleting the lead
-- deletes its notes.
create table public.lead_notes (
  id            uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  kind          text not null default 'note',
  -- The status set, on kind 'status' rows.
  status        text,
  body          text not null,
  author_id     uuid default auth.uid() references auth.users (id) on delete set null,
  author_email  text default (auth.jwt() ->> 'email'),
  created_at    timestamptz not null default now(),

  constraint lead_notes_kind_check check (kind in ('note', 'status')),
  constraint lead_notes_status_check check ((kind = 'status') = (status is not null)
    and (status is null or status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))),
  constraint lead_notes_body_check check (char_length(body) <= 5000 and body ~ '\S'),
  constraint lead_notes_author_email_check check (char_length(author_email) <= 320)
);
create index lead_notes_submission_idx on public.lead_notes (submission_id, created_at desc);

alter table public.lead_notes enable row level security;
revoke all on table public.lead_notes from public, anon, authenticated;
grant select on table public.lead_notes to authenticated; -- admins only (policies)
grant insert (submission_id, body) on table public.lead_notes to authenticated;
grant select, insert, update, delete on table public.lead_notes to service_role;

create policy "lead_notes: admins read"
  on public.lead_notes for select to authenticated
  using ((select private.is_admin()));
create policy "lead_notes: admins add notes"
  on public.lead_notes for insert to authenticated
  with check ((select private.is_admin()) and kind = 'note');

-- Every status change becomes a history row, with who (from the request's JWT) and when.
create function private.record_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notes (submission_id, kind, status, body)
  values (new.id, 'status', new.status, format('Status changed from %s to %s', old.status, new.status));
  return new;
end;
$$;
revoke all on function private.record_status_change() from public, anon, authenticated;

create trigger form_submissions_status_history
  after update of status on public.form_submissions
  for each row when (old.status is distinct from new.status)
  execute function private.record_status_change();

-- ---------------------------------------------------------------------------- lead_search
-- What the search box reads. Under row-level security PostgreSQL uses an index only for
-- leakproof operators (=, <, ...): `search_text ILIKE '%word%'` on the table itself can never use
-- the trigram index and reads all 100,000 rows on every search. This view reads the table with
-- its owner's rights (no RLS), so PostgREST's filters, order, page and count are planned on the
-- table's indexes as one query; it lets nothing through unless the caller is an admin. The
-- admin check is a constant for the query (an InitPlan): the planner evaluates it before the
-- table is scanned at all, so a caller's filters never see a row when it is false. It is not a
-- security_barrier view on purpose: that would stop the ILIKE from reaching the index again.
-- Read-only: the API roles get SELECT on it and nothing else (it is a simple, hence updatable,
-- view; writing through it would skip the table's policies and column grants).
create view public.lead_search as
  select s.* from public.form_submissions s
  where (select private.is_admin());
comment on view public.lead_search is
  'form_submissions for admins, readable with the trigram index under RLS (see the lead desk migration).';
revoke all on table public.lead_search from public, anon, authenticated, service_role;
grant select on table public.lead_search to authenticated;

-- ---------------------------------------------------------------------------- lead_sources()
-- The source filter's choices: each source with its number of leads. Runs with the caller's
-- rights, so row-level security answers admins only.
create function public.lead_sources()
returns table (source text, leads bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.lead_source, count(*)
  from public.form_submissions s
  group by s.lead_source
  order by count(*) desc, s.lead_source
  limit 100;
$$;
revoke all on function public.lead_sources() from public, anon, authenticated;
grant execute on function public.lead_sources() to authenticated, service_role;

commit;
