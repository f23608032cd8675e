-- A newsletter that asks first (issue 35, item 5; docs/decisions/, the newsletter's consent).
--
--   1. A sign-up (a `newsletter` lead, accepted like every lead: rate limit, bot check) makes the
--      address PENDING, keeps the request as a consent (when, the wording's version the box showed,
--      the page) and queues a 'newsletter_confirmation' e-mail (private.enqueue_email) whose link,
--      /newsletter/confirm?token=..., carries a signed token (HMAC-SHA-256 keyed with the Vault
--      secret `newsletter_token_key`; 7 days). The address is SUBSCRIBED only when the visitor
--      presses "Confirm subscription" on that page (public.confirm_newsletter, a POST).
--   2. Caps: an address already subscribed is not e-mailed again; a fourth confirmation e-mail to
--      one address within 24 hours is refused (the lead with it, as a CHECK: nothing is sent).
--   3. Every newsletter-kind e-mail is queued through private.enqueue_newsletter_email: RFC 8058
--      one-click unsubscribe (List-Unsubscribe with an https URL and a mailto, and
--      List-Unsubscribe-Post) and the firm's postal address in the text. The https URL is the
--      edge function newsletter-unsubscribe (next to notify-lead, from the Vault secret
--      notify_lead_url), which calls public.unsubscribe_newsletter; without it (the local demo)
--      the site's page. The page /newsletter/unsubscribe?token=... calls the same function.
--   4. The desk: admins and compliance read public.newsletter_subscribers and
--      public.newsletter_consents; nobody writes them but these functions.
--   5. Privacy: erase_person removes the address (the subscriber keeps its tombstone, 'hmac:<hex>',
--      and its consents, which hold no address); export_person lists the subscription.
--
-- The links' origin is the Vault secret `site_origin` (e.g. https://www.hudsonreinsurance.com),
-- as for the manage-booking links; unset (the local demo), links are relative to the site the
-- Mailbox is read on.
--
-- Wraps: public.erase_person(text, public.erasure_reason, text) and public.export_person(text)
--    (the newest before this one: 20261128001000_outbound_emails.sql): moved, as
--    they are, to the private schema and called by new public functions of the same signature,
--    which add the newsletter.
-- 99_newsletter_consent.test.sql proves it.

begin;

-- ===================================================================== the token's key
do $$
begin
  if not exists (select 1 from vault.decrypted_secrets where name = 'newsletter_token_key') then
    if exists (select 1 from pg_catalog.pg_proc p where p.proname = 'create_secret'
               and p.pronamespace = (select n.oid from pg_catalog.pg_namespace n where n.nspname = 'vault')) then
      execute 'select vault.create_secret($1, $2, $3)'
        using encode(extensions.gen_random_bytes(32), 'hex'), 'newsletter_token_key',
              'Key of the HMAC that signs the newsletter''s confirm and unsubscribe links. Changing it breaks the links already sent.';
    else
      -- The local backend and the SQL tests: Vault is a plain table (supabase/local/prelude.sql).
      execute 'insert into vault.secrets (name, secret) values ($1, $2)'
        using 'newsletter_token_key', encode(extensions.gen_random_bytes(32), 'hex');
    end if;
  end if;
end;
$$;

-- ===================================================================== the tables
create type public.newsletter_state as enum ('pending', 'subscribed', 'unsubscribed');
comment on type public.newsletter_state is
  'pending: asked, not yet confirmed; subscribed: confirmed on the site; unsubscribed: left (or erased).';

create table public.newsletter_subscribers (
  id              uuid                    primary key default gen_random_uuid(),
  -- Lowercased; null once erased (erased_tag then stands for it).
  email           text                    unique,
  erased_tag      text,
  state           public.newsletter_state not null default 'pending',
  created_at      timestamptz             not null default now(),
  -- When the address entered its state.
  state_at        timestamptz             not null default now(),
  -- The consent in force (the last confirmed one): its wording's version and page.
  consent_version text,
  consent_page    text,
  constraint newsletter_subscribers_email_check check (email = lower(email) and char_length(email) <= 320),
  constraint newsletter_subscribers_erased_check check ((email is null) = (erased_tag is not null)),
  constraint newsletter_subscribers_erased_tag_check check (erased_tag ~ '^hmac:[0-9a-f]{64}$')
);
comment on table public.newsletter_subscribers is
  'The newsletter''s addresses and their state; written only by the database (sign-up trigger, confirm, unsubscribe, erasure).';
create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc);

create table public.newsletter_consents (
  id              uuid        primary key default gen_random_uuid(),
  subscriber_id   uuid        not null references public.newsletter_subscribers (id) on delete cascade,
  submission_id   uuid        references public.form_submissions (id) on delete set null,
  requested_at    timestamptz not null default now(),
  wording_version text        not null,
  page            text        not null,
  -- The confirmation e-mail queued for this request.
  email_id        uuid        references public.outbound_emails (id) on delete set null,
  confirmed_at    timestamptz,
  withdrawn_at    timestamptz,
  withdrawn_by    text,
  constraint newsletter_consents_version_check check (wording_version ~ '^[a-z0-9][a-z0-9.-]{0,39}$'),
  constraint newsletter_consents_page_check check (char_length(page) between 1 and 300),
  constraint newsletter_consents_withdrawn_check check ((withdrawn_at is null) = (withdrawn_by is null)),
  constraint newsletter_consents_withdrawn_by_check check (withdrawn_by in ('link', 'one_click', 'erasure'))
);
comment on table public.newsletter_consents is
  'Each newsletter sign-up: when, the wording''s version, the page, when confirmed and withdrawn. Holds no address.';
create index newsletter_consents_subscriber_idx on public.newsletter_consents (subscriber_id, requested_at desc);
create index newsletter_consents_submission_idx on public.newsletter_consents (submission_id) where submission_id is not null;

alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_consents enable row level security;
revoke all on table public.newsletter_subscribers, public.newsletter_consents from public, anon, authenticated, service_role;
grant select on table public.newsletter_subscribers, public.newsletter_consents to authenticated; -- by policy
create policy "newsletter_subscribers: admins and compliance read"
  on public.newsletter_subscribers for select to authenticated using ((select private.can_review()));
create policy "newsletter_consents: admins and compliance read"
  on public.newsletter_consents for select to authenticated using ((select private.can_review()));
do $$
begin
  perform private.keep_no_planner_statistics('public.newsletter_subscribers');
  perform private.keep_no_planner_statistics('public.newsletter_consents');
end $$;

-- ===================================================================== the token
-- '<id>.<expiry, epoch seconds; 0 = none>.<first 32 hex digits of the HMAC>', the HMAC over
-- 'newsletter:<purpose>:<id>:<expiry>': a confirm token cannot unsubscribe and the reverse.
create function private.newsletter_token(purpose text, id uuid, expires_at timestamptz)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  key text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'newsletter_token_key');
  expiry text := coalesce(floor(extract(epoch from expires_at))::bigint, 0)::text;
begin
  if key is null or char_length(key) < 32 then
    raise exception 'newsletter: the Vault secret newsletter_token_key (at least 32 characters) is missing' using errcode = '55000';
  end if;
  return id::text || '.' || expiry || '.' || left(encode(extensions.hmac(
    convert_to(format('newsletter:%s:%s:%s', purpose, id, expiry), 'UTF8'), convert_to(key, 'UTF8'), 'sha256'), 'hex'), 32);
end;
$$;
revoke all on function private.newsletter_token(text, uuid, timestamptz) from public, anon, authenticated, service_role;

-- The id a token names, or null with why: 'invalid' (altered, cut, of the other purpose) or 'expired'.
create function private.newsletter_token_id(purpose text, token text, out id uuid, out problem text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := regexp_match(coalesce(token, ''), '^([0-9a-f-]{36})\.([0-9]{1,12})\.[0-9a-f]{32}$');
  expires_at timestamptz;
begin
  if parts is null then
    problem := 'invalid';
    return;
  end if;
  expires_at := case when parts[2] = '0' then null else to_timestamp(parts[2]::bigint) end;
  if private.newsletter_token(purpose, parts[1]::uuid, expires_at) <> token then
    problem := 'invalid';
  elsif expires_at < now() then
    problem := 'expired';
  else
    id := parts[1]::uuid;
  end if;
end;
$$;
revoke all on function private.newsletter_token_id(text, text) from public, anon, authenticated, service_role;

-- ===================================================================== the e-mails
-- The firm's postal address and e-mail, as supabase/functions/_shared/firm.ts states them
-- (src/features/newsletter/firm-in-sql.test.ts compares them).
create function private.newsletter_sender()
returns table (name text, postal_address text, email text)
language sql
immutable
set search_path = ''
as $$
  select 'Hudson Reinsurance Partners', '165 Broadway, Suite 2300, New York, NY 10006', 'info@hudsonreinsurance.com';
$$;
revoke all on function private.newsletter_sender() from public, anon, authenticated, service_role;

-- The site's address for a path ('' = relative: the local demo's Mailbox).
create function private.newsletter_link(path text, token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(rtrim((select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'site_origin'), '/'), '')
         || path || '?token=' || token;
$$;
revoke all on function private.newsletter_link(text, text) from public, anon, authenticated, service_role;

-- Queues one newsletter-kind e-mail to a subscriber: the text, then how to leave and the firm's
-- address; the RFC 8058 headers. Every newsletter-kind e-mail goes through here.
create function private.enqueue_newsletter_email(kind public.email_kind, subscriber_id uuid, subject text, body_text text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  who public.newsletter_subscribers := (select s from public.newsletter_subscribers s where s.id = subscriber_id);
  firm record := (select f from private.newsletter_sender() f);
  token text := private.newsletter_token('unsubscribe', subscriber_id, null);
  page text := private.newsletter_link('/newsletter/unsubscribe', token);
  fn_url text := (select regexp_replace(s.decrypted_secret, '/notify-lead/?$', '/newsletter-unsubscribe')
                  from vault.decrypted_secrets s where s.name = 'notify_lead_url' and s.decrypted_secret ~ '/notify-lead/?$');
begin
  if kind not in ('newsletter', 'newsletter_confirmation') or who.email is null then
    raise exception 'enqueue_newsletter_email: a newsletter e-mail to a known address' using errcode = '22023';
  end if;
  return private.enqueue_email(
    kind, who.email, subject,
    body_text || E'\n\n-- \n'
      || format(E'To stop receiving these e-mails, unsubscribe: %s\n\n%s\n%s\n', page, firm.name, firm.postal_address),
    null,
    jsonb_build_object(
      'List-Unsubscribe', format('<%s>, <mailto:%s?subject=Unsubscribe>',
                                 coalesce(fn_url || '?token=' || token, page), firm.email),
      'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'));
end;
$$;
revoke all on function private.enqueue_newsletter_email(public.email_kind, uuid, text, text) from public, anon, authenticated, service_role;

-- ===================================================================== sign-up
-- After a newsletter lead is accepted (as a visitor's request; the demo data and the SQL editor
-- make no subscription).
create function private.newsletter_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  address text := lower(btrim(new.email));
  who public.newsletter_subscribers;
  consent uuid;
  sent integer;
  expires_at timestamptz := now() + interval '7 days';
  per_day constant integer := 3;
begin
  if new.form_type <> 'newsletter' or new.status = 'spam' or address is null
     or coalesce(claims ->> 'role', '') not in ('anon', 'authenticated') then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('newsletter:' || address, 0));
  insert into public.newsletter_subscribers (email) values (address) on conflict (email) do nothing;
  select * into who from public.newsletter_subscribers s where s.email = address;
  if who.state = 'subscribed' then
    return null; -- already confirmed: nothing to ask, nothing sent
  end if;
  select count(*) into sent from public.newsletter_consents c
  where c.subscriber_id = who.id and c.email_id is not null and c.requested_at > now() - interval '24 hours';
  if sent >= per_day then
    raise exception 'new row for relation "form_submissions" violates check constraint "form_submissions_newsletter_cap_check"'
      using errcode = '23514', table = 'form_submissions', constraint = 'form_submissions_newsletter_cap_check',
            detail = format('At most %s confirmation e-mails are sent to one address in 24 hours.', per_day);
  end if;
  insert into public.newsletter_consents (subscriber_id, submission_id, wording_version, page)
  values (who.id, new.id, coalesce(nullif(new.metadata ->> 'consentVersion', ''), 'unknown'), coalesce(new.page, '/'))
  returning id into consent;
  update public.newsletter_subscribers s set state = 'pending', state_at = now()
  where s.id = who.id and s.state <> 'pending';
  update public.newsletter_consents c
  set email_id = private.enqueue_newsletter_email('newsletter_confirmation', who.id,
        'Please confirm your newsletter subscription',
        format(E'Hello,\n\nSomeone, we hope you, asked to receive the %s newsletter at this address.\n\n'
               'To confirm, open this link and press "Confirm subscription" (the link works for 7 days):\n%s\n\n'
               'If you did not ask, ignore this e-mail: you will not be subscribed.',
               (select f.name from private.newsletter_sender() f),
               private.newsletter_link('/newsletter/confirm', private.newsletter_token('confirm', consent, expires_at))))
  where c.id = consent;
  return null;
end;
$$;
revoke all on function private.newsletter_sign_up() from public, anon, authenticated, service_role;

create trigger form_submissions_newsletter_sign_up
  after insert on public.form_submissions
  for each row when (new.form_type = 'newsletter')
  execute function private.newsletter_sign_up();

-- ===================================================================== confirm and leave
-- The visitor's "Confirm subscription" (POST). Returns {"outcome": "confirmed" | "already" |
-- "used" | "expired" | "invalid"}; only "confirmed" changed anything.
create function public.confirm_newsletter(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked record := private.newsletter_token_id('confirm', token);
  consent public.newsletter_consents;
  who public.newsletter_subscribers;
begin
  if checked.problem is not null then
    return jsonb_build_object('outcome', checked.problem);
  end if;
  select * into consent from public.newsletter_consents c where c.id = checked.id for update;
  select * into who from public.newsletter_subscribers s where s.id = consent.subscriber_id for update;
  if not found or who.email is null then
    return jsonb_build_object('outcome', 'invalid');
  elsif consent.confirmed_at is not null or consent.withdrawn_at is not null
        or (who.state = 'unsubscribed' and who.state_at > consent.requested_at) then
    return jsonb_build_object('outcome', 'used');
  elsif who.state = 'subscribed' then
    return jsonb_build_object('outcome', 'already');
  end if;
  update public.newsletter_consents c set confirmed_at = now() where c.id = consent.id;
  update public.newsletter_subscribers s
  set state = 'subscribed', state_at = now(), consent_version = consent.wording_version, consent_page = consent.page
  where s.id = who.id;
  return jsonb_build_object('outcome', 'confirmed');
end;
$$;
revoke all on function public.confirm_newsletter(text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_newsletter(text) to anon, authenticated;

-- Leaving: the page's Unsubscribe button ('link') or a mail client's one-click POST through the
-- edge function ('one_click', service role). Returns {"outcome": "unsubscribed" | "already" | "invalid"}.
create function public.unsubscribe_newsletter(token text, via text default 'link')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked record := private.newsletter_token_id('unsubscribe', token);
  who public.newsletter_subscribers;
begin
  if via is null or via not in ('link', 'one_click') then
    raise exception 'unsubscribe_newsletter: via is link or one_click' using errcode = '22023';
  end if;
  if checked.problem is not null then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  select * into who from public.newsletter_subscribers s where s.id = checked.id for update;
  if not found then
    return jsonb_build_object('outcome', 'invalid');
  elsif who.state = 'unsubscribed' then
    return jsonb_build_object('outcome', 'already');
  end if;
  update public.newsletter_subscribers s set state = 'unsubscribed', state_at = now() where s.id = who.id;
  update public.newsletter_consents c set withdrawn_at = now(), withdrawn_by = via
  where c.subscriber_id = who.id and c.withdrawn_at is null;
  return jsonb_build_object('outcome', 'unsubscribed');
end;
$$;
revoke all on function public.unsubscribe_newsletter(text, text) from public, anon, authenticated, service_role;
grant execute on function public.unsubscribe_newsletter(text, text) to anon, authenticated, service_role;

-- ===================================================================== privacy
-- Moved, not renamed: the moved function names its parameters by its own name (export_person.email).
alter function public.export_person(text) set schema private;
revoke all on function private.export_person(text) from public, anon, authenticated, service_role;

create function public.export_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held jsonb := private.export_person(email);
  newsletter jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object('email', s.email, 'state', s.state, 'since', s.state_at,
           'signedUpAt', s.created_at, 'consents', (
             select coalesce(jsonb_agg(jsonb_build_object('requestedAt', c.requested_at, 'wordingVersion', c.wording_version,
                      'page', c.page, 'confirmedAt', c.confirmed_at, 'withdrawnAt', c.withdrawn_at, 'withdrawnBy', c.withdrawn_by)
                    order by c.requested_at), '[]')
             from public.newsletter_consents c where c.subscriber_id = s.id))), '[]')
    into newsletter
  from public.newsletter_subscribers s where s.email = held ->> 'email';
  -- Only an address that signed up gets the two keys: every other answer stays as it was.
  if jsonb_array_length(newsletter) = 0 then
    return held;
  end if;
  return held - 'message' || jsonb_build_object('newsletter', newsletter,
    'counts', coalesce(held -> 'counts', '{}') || jsonb_build_object('newsletter', jsonb_array_length(newsletter)));
end;
$$;
revoke all on function public.export_person(text) from public, anon, authenticated, service_role;
grant execute on function public.export_person(text) to authenticated;

alter function public.erase_person(text, public.erasure_reason, text) set schema private;
revoke all on function private.erase_person(text, public.erasure_reason, text)
  from public, anon, authenticated, service_role;

create function public.erase_person(email text, reason public.erasure_reason, ticket text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased jsonb := private.erase_person(email, reason, ticket);
  address text := private.checked_email(email);
  n integer;
begin
  update public.newsletter_consents c set withdrawn_at = now(), withdrawn_by = 'erasure'
  where c.withdrawn_at is null
    and c.subscriber_id = (select s.id from public.newsletter_subscribers s where s.email = address);
  update public.newsletter_subscribers s
  set email = null, erased_tag = 'hmac:' || private.address_tag(address), state = 'unsubscribed',
      state_at = case when s.state = 'unsubscribed' then s.state_at else now() end
  where s.email = address;
  get diagnostics n = row_count;
  return erased || case when n > 0 then jsonb_build_object('newsletterAddresses', n) else '{}' end;
end;
$$;
comment on function public.erase_person(text, public.erasure_reason, text) is
  'Erases an address (admins): its leads, its visits'' details, its newsletter address (a tombstone stays); audited.';
revoke all on function public.erase_person(text, public.erasure_reason, text) from public, anon, authenticated, service_role;
grant execute on function public.erase_person(text, public.erasure_reason, text) to authenticated;

commit;
