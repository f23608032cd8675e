-- The calculator as hypothetical performance (issue 33, item 5).
--
--   * public.calculator_rates: the annual rates a visitor may pick, the firm's to set (admins),
--     bounded by a CHECK (1 % to 15 %, in quarter points), never empty; every change audited
--     ('calculator.rates') and the site rebuilt. Visitors read them.
--   * A printed report ("Get My Full Report" stores an investment_calculator lead) is recorded in
--     the communications archive in the same transaction as the lead: its inputs, its figures,
--     the disclosure version the visitor was shown, whether the rate was one the firm offers, and
--     the lead it belongs to (in details only: no name, address or phone is archived). A failed
--     record fails the insert, which the visitor's outbox keeps and sends again.
--   * An erasure never touches the archive, and its answer says so: private.privacy_kept_records
--     gains an entry for it when the person's leads have reports there (the function before is kept
--     under another name and called first). An address with none keeps "Nothing is held".
--
-- Redefines: private.privacy_kept_records(text, text[], boolean) (last in
--    20261127000100_erasure_round4.sql; renamed to privacy_kept_records_before_archive and wrapped)

begin;

alter type public.audit_action add value if not exists 'calculator.rates';

-- ===================================================================== 1. the rates
create table public.calculator_rates (
  rate_percent numeric(5, 2) primary key
    constraint calculator_rates_bounds_check
      check (rate_percent >= 1 and rate_percent <= 15 and rate_percent * 4 = trunc(rate_percent * 4)),
  changed_at   timestamptz not null default now()
);
comment on table public.calculator_rates is
  'The annual return rates (percent) the calculator offers: the firm''s to set (admins), 1 to 15 in quarter points.';

alter table public.calculator_rates enable row level security;
revoke all on table public.calculator_rates from public, anon, authenticated, service_role;
grant select on table public.calculator_rates to anon, authenticated, service_role;
grant insert (rate_percent), update (rate_percent), delete on table public.calculator_rates to authenticated; -- admins (policies)
create policy "calculator_rates: anyone reads" on public.calculator_rates for select to anon, authenticated using (true);
create policy "calculator_rates: admins add" on public.calculator_rates for insert to authenticated
  with check ((select private.is_admin()));
create policy "calculator_rates: admins change" on public.calculator_rates for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "calculator_rates: admins remove" on public.calculator_rates for delete to authenticated
  using ((select private.is_admin()));

-- The rates of the product until now (docs/product.md).
insert into public.calculator_rates (rate_percent) values (6), (8), (10), (12), (15);

-- After each statement that changed a row (`changed`: its transition table): never empty;
-- recorded in the audit log; the site rebuilt.
create function private.after_calculator_rates_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rates jsonb := (select jsonb_agg(r.rate_percent order by r.rate_percent) from public.calculator_rates r);
begin
  if not exists (select 1 from changed) then
    return null;
  end if;
  if rates is null then
    raise exception 'The calculator needs at least one rate: add the new one before removing the last.'
      using errcode = '23514';
  end if;
  perform private.audit('calculator.rates', null, jsonb_build_object('rates', rates));
  perform private.ask_site_rebuild();
  return null;
end;
$$;
revoke all on function private.after_calculator_rates_change() from public, anon, authenticated, service_role;
create trigger calculator_rates_after_insert
  after insert on public.calculator_rates referencing new table as changed
  for each statement execute function private.after_calculator_rates_change();
create trigger calculator_rates_after_update
  after update on public.calculator_rates referencing new table as changed
  for each statement execute function private.after_calculator_rates_change();
create trigger calculator_rates_after_delete
  after delete on public.calculator_rates referencing old table as changed
  for each statement execute function private.after_calculator_rates_change();

-- ===================================================================== 2. printed reports
-- "8%" or "8.5%" -> 8.5; anything else -> null.
create function private.rate_of(value text)
returns numeric
language sql
immutable
set search_path = ''
as $$ select case when value ~ '^\d{1,2}(\.\d{1,2})?%?$' then replace(value, '%', '')::numeric end $$;
revoke all on function private.rate_of(text) from public, anon, authenticated, service_role;

create function private.archive_calculator_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  m jsonb := coalesce(new.metadata, '{}'::jsonb);
  version text := m ->> 'disclosureVersion';
  report jsonb;
begin
  report := jsonb_build_object(
    'inputs', jsonb_build_object(
      'investment_type', m -> 'investmentType',
      'amount', m -> 'investmentAmount',
      'return_rate', m -> 'returnRate',
      'years', m -> 'investmentDuration'),
    'figures', coalesce(m -> 'results', 'null'::jsonb),
    'disclosure_version', version,
    'rate_offered', exists (select 1 from public.calculator_rates r where r.rate_percent = private.rate_of(m ->> 'returnRate')),
    'requested_at', new.created_at);
  perform private.archive('report', '/investment-calculator', 'Investment calculator report', 'application/json',
    report::text, jsonb_build_object('lead_id', new.id, 'disclosure_version', version));
  return null;
end;
$$;
revoke all on function private.archive_calculator_report() from public, anon, authenticated, service_role;
create trigger form_submissions_archive_report
  after insert on public.form_submissions
  for each row when (new.form_type = 'investment_calculator')
  execute function private.archive_calculator_report();

-- ===================================================================== 3. erasure's answer
alter function private.privacy_kept_records(text, text[], boolean) rename to privacy_kept_records_before_archive;

create function private.privacy_kept_records(address text, visit_ids text[], with_items boolean)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  reports bigint := (
    select count(*) from public.communications_archive a
    where a.kind = 'report'
      and a.details ->> 'lead_id' in (select s.id::text from public.form_submissions s where lower(s.email) = privacy_kept_records.address));
begin
  if reports = 0 then
    return private.privacy_kept_records_before_archive(address, visit_ids, with_items);
  end if;
  return private.privacy_kept_records_before_archive(address, visit_ids, with_items)
    || jsonb_build_array(jsonb_build_object('record', 'communications_archive', 'rows', reports,
         'reason', 'The communications archive keeps what the site showed (posts, pages, calculator reports) for at '
                || 'least six years and is never changed by an erasure. It holds no visitor''s name, e-mail address '
                || 'or phone number; a printed report is linked only to its lead, which an erasure removes.'));
end;
$$;
revoke all on function private.privacy_kept_records(text, text[], boolean) from public, anon, authenticated, service_role;

select private.keep_no_planner_statistics('public.calculator_rates'::regclass);

commit;
