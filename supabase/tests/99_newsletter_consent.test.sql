-- A newsletter that asks first (20261128001400_newsletter_consent.sql, issue 35 item 5).
--   1. Cell by cell for anon, member (signed in, no role), viewer, author, compliance, admin and
--      service_role: SELECT, INSERT, UPDATE and DELETE on newsletter_subscribers and
--      newsletter_consents, EXECUTE of confirm_newsletter, unsubscribe_newsletter and the privacy
--      functions that now list and erase the newsletter.
--   2. A sign-up: pending, its consent (version, page), one confirmation e-mail with the RFC 8058
--      headers and the firm's postal address; the demo data makes no subscription.
--   3. The token: altered, of the other purpose, expired, reused: nothing changed; the right one
--      subscribes, once.
--   4. The caps: a subscribed address is not e-mailed again; a fourth confirmation in 24 hours is
--      refused with the lead, and nothing is sent.
--   5. Leaving: the page's button and the one-click POST (service role), twice is harmless; a
--      confirm link older than the leaving does nothing; signing up again asks again.
--   6. Privacy: export_person lists the subscription; erase_person leaves a tombstone and the
--      consents, no address.
begin;
select plan(136);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'author@example.com');
select tests.create_user('f0000000-0000-4000-8000-000000000006', 'compliance@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('d0000000-0000-4000-8000-000000000004', 'author'),
  ('f0000000-0000-4000-8000-000000000006', 'compliance');
insert into vault.secrets (name, secret) values ('site_origin', 'https://www.example.test/')
on conflict (name) do update set secret = excluded.secret;

-- A visitor's sign-up from the blog's box (each from its own address: the insert rate limit).
create sequence pg_temp.ip;
grant usage on sequence pg_temp.ip to anon, authenticated, service_role;
create function pg_temp.sign_up(_email text, _version text default 'newsletter-2026-11') returns void language plpgsql as $$
begin
  perform tests.as_anon('203.0.113.' || nextval('pg_temp.ip'));
  insert into public.form_submissions (client_id, form_type, email, metadata, page)
  values (gen_random_uuid(), 'newsletter', _email, jsonb_build_object('email', _email, 'consentVersion', _version), '/blog/a-post');
  perform tests.as_postgres();
end $$;
-- What the database holds (as the owner).
create function pg_temp.state(_email text) returns text language sql stable security definer as $$
  select s.state::text from public.newsletter_subscribers s where s.email = _email
$$;
create function pg_temp.mails(_email text) returns bigint language sql stable security definer as $$
  select count(*) from public.outbound_emails e where e.recipient = _email
$$;
create function pg_temp.last_mail(_email text) returns public.outbound_emails language sql stable security definer as $$
  select e from public.outbound_emails e where e.recipient = _email order by e.created_at desc, e.id desc limit 1
$$;
-- A link of the address's e-mail for its open request (any, when none is open).
create function pg_temp.link_token(_email text, _path text) returns text language sql stable security definer as $$
  select (regexp_match(e.body_text, _path || '\?token=([0-9a-f.-]+)'))[1]
  from public.outbound_emails e left join public.newsletter_consents c on c.email_id = e.id
  where lower(e.recipient) = _email order by (c.confirmed_at is null and c.withdrawn_at is null) desc limit 1
$$;
grant execute on function pg_temp.sign_up(text, text), pg_temp.state(text), pg_temp.mails(text), pg_temp.last_mail(text),
  pg_temp.link_token(text, text) to anon, authenticated, service_role;

-- ============================================================================ structure
select table_privs_are('public', t, 'anon', '{}'::text[], 'anon holds no privilege on ' || t)
from unnest(array['newsletter_subscribers', 'newsletter_consents']) t;
select table_privs_are('public', t, 'authenticated', array['SELECT'], 'authenticated may only SELECT ' || t || ' (by policy)')
from unnest(array['newsletter_subscribers', 'newsletter_consents']) t;
select table_privs_are('public', t, 'service_role', '{}'::text[], 'service_role holds no privilege on ' || t)
from unnest(array['newsletter_subscribers', 'newsletter_consents']) t;
select is(array(select f || ' by ' || r from unnest(array[
            'private.newsletter_token(text, uuid, timestamptz)', 'private.newsletter_token_id(text, text)',
            'private.newsletter_sender()', 'private.newsletter_link(text, text)',
            'private.enqueue_newsletter_email(public.email_kind, uuid, text, text)', 'private.newsletter_sign_up()',
            'private.export_person(text)', 'private.erase_person(text, public.erasure_reason, text)']) f,
                unnest(array['anon', 'authenticated', 'service_role']) r
          where has_function_privilege(r, f, 'execute')), '{}'::text[],
  'no API role may call the token, the e-mail, the trigger''s or the wrapped privacy functions');

-- ============================================================================ a sign-up
select pg_temp.sign_up('Ann@Example.com');
select is(pg_temp.state('ann@example.com'), 'pending', 'a sign-up makes the address pending (lowercased)');
select results_eq($$ select c.wording_version, c.page, c.confirmed_at is null, c.email_id is not null
                     from public.newsletter_consents c join public.newsletter_subscribers s on s.id = c.subscriber_id
                     where s.email = 'ann@example.com' $$,
  $$ values ('newsletter-2026-11', '/blog/a-post', true, true) $$,
  'the request is kept: the wording''s version, the page, not confirmed, its e-mail');
select results_eq($$ select kind::text, subject, status::text from public.outbound_emails where recipient = 'Ann@Example.com' or recipient = 'ann@example.com' $$,
  $$ values ('newsletter_confirmation', 'Please confirm your newsletter subscription', 'queued') $$,
  'one confirmation e-mail is queued');
select matches((pg_temp.last_mail('ann@example.com')).headers ->> 'List-Unsubscribe',
  '^<https://project\.test/functions/v1/newsletter-unsubscribe\?token=[0-9a-f-]{36}\.0\.[0-9a-f]{32}>, <mailto:info@hudsonreinsurance\.com\?subject=Unsubscribe>$',
  'List-Unsubscribe: the one-click function (https) and a mailto');
select is((pg_temp.last_mail('ann@example.com')).headers ->> 'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click',
  'List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058)');
select matches((pg_temp.last_mail('ann@example.com')).body_text,
  'https://www\.example\.test/newsletter/confirm\?token=[0-9a-f-]{36}\.[0-9]{10}\.[0-9a-f]{32}',
  'the text links to the site''s confirm page with a signed, expiring token');
select matches((pg_temp.last_mail('ann@example.com')).body_text,
  'https://www\.example\.test/newsletter/unsubscribe\?token=.*Hudson Reinsurance Partners\n165 Broadway, Suite 2300, New York, NY 10006',
  'the text says how to leave and gives the firm''s postal address');
select ok(split_part(pg_temp.link_token('ann@example.com', '/newsletter/confirm'), '.', 2)::bigint
          between extract(epoch from now() + interval '7 days' - interval '1 minute')
              and extract(epoch from now() + interval '7 days' + interval '1 minute'),
  'the confirm link works for 7 days');
insert into public.form_submissions (client_id, form_type, email, metadata, page)
values (gen_random_uuid(), 'newsletter', 'demo@example.com', '{}', '/blog');
select is(pg_temp.state('demo@example.com'), null, 'a lead written without a request (demo data) makes no subscription');

-- ==================================================== the tables, cell by cell
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['empty', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['empty', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['empty', '42501', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['nonempty', '42501', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['nonempty', '42501', '42501', '42501']),
    (7, 'service_role', 'service', array['42501', '42501', '42501', '42501'])),
  o(n, tbl, i, op, sql) as (values
    (1, 'newsletter_subscribers', 1, 'SELECT', $$ select id from public.newsletter_subscribers $$),
    (2, 'newsletter_subscribers', 2, 'INSERT', $$ insert into public.newsletter_subscribers (email) values ('x@example.com') $$),
    (3, 'newsletter_subscribers', 3, 'UPDATE', $$ update public.newsletter_subscribers set state = 'subscribed' returning id $$),
    (4, 'newsletter_subscribers', 4, 'DELETE', $$ delete from public.newsletter_subscribers returning id $$),
    (5, 'newsletter_consents', 1, 'SELECT', $$ select id from public.newsletter_consents $$),
    (6, 'newsletter_consents', 2, 'INSERT', $$ insert into public.newsletter_consents (subscriber_id, wording_version, page)
                                               select id, 'v1', '/blog' from public.newsletter_subscribers $$),
    (7, 'newsletter_consents', 3, 'UPDATE', $$ update public.newsletter_consents set confirmed_at = now() returning id $$),
    (8, 'newsletter_consents', 4, 'DELETE', $$ delete from public.newsletter_consents returning id $$)),
  c as (
    select r.who, o.sql, r.expect[o.i] as expect,
           format('%s: %s on %s %s', r.name, o.op, o.tbl,
                  case r.expect[o.i] when 'empty' then 'sees no row' when 'nonempty' then 'reads rows' else 'denied' end) as descr
    from r cross join o
    order by r.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- ===================================================================== the functions, cell by cell
-- A wrong token changes nothing, so each role may call the visitor's two functions; the privacy
-- functions are admins'.
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['ok', 'ok', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['ok', 'ok', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['ok', 'ok', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['ok', 'ok', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['ok', 'ok', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['ok', 'ok', 'ok', 'ok']),
    (7, 'service_role', 'service', array['42501', 'ok', '42501', '42501'])),
  f(i, name, sql) as (values
    (1, 'confirm_newsletter', $$ select public.confirm_newsletter('not-a-token') $$),
    (2, 'unsubscribe_newsletter', $$ select public.unsubscribe_newsletter('not-a-token') $$),
    (3, 'export_person', $$ select public.export_person('nobody@example.com') $$),
    (4, 'erase_person', $$ select public.erase_person('nobody@example.com', 'person_request', 'PRIV-1') $$)),
  c as (
    select r.who, f.sql, r.expect[f.i] as expect,
           format('%s: %s %s', r.name, f.name, case r.expect[f.i] when 'ok' then 'runs' else 'denied' end) as descr
    from r cross join f
    order by r.n, f.i)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- ===================================================================== the token
select tests.as_anon();
select is(public.confirm_newsletter(null) ->> 'outcome', 'invalid', 'no token: invalid');
select is(public.confirm_newsletter(left(pg_temp.link_token('ann@example.com', '/newsletter/confirm'), -1) || 'x') ->> 'outcome',
  'invalid', 'an altered token: invalid');
select is(public.confirm_newsletter(regexp_replace(pg_temp.link_token('ann@example.com', '/newsletter/confirm'),
                                                   '\.([0-9]+)\.', '.9999999999.')) ->> 'outcome',
  'invalid', 'a token with a later expiry written in: invalid');
select is(public.confirm_newsletter(pg_temp.link_token('ann@example.com', '/newsletter/unsubscribe')) ->> 'outcome',
  'invalid', 'an unsubscribe token does not confirm');
select tests.as_postgres();
create temporary table expired_token on commit drop as
  select private.newsletter_token('confirm', c.id, now() - interval '1 minute') as token
  from public.newsletter_consents c join public.newsletter_subscribers s on s.id = c.subscriber_id where s.email = 'ann@example.com';
grant select on expired_token to anon;
select tests.as_anon();
select is(public.confirm_newsletter((select token from expired_token)) ->> 'outcome', 'expired', 'an expired token: expired');
select tests.as_postgres();
select is(pg_temp.state('ann@example.com'), 'pending', 'none of these changed anything');
select tests.as_anon();
select is(public.confirm_newsletter(pg_temp.link_token('ann@example.com', '/newsletter/confirm')) ->> 'outcome',
  'confirmed', 'the e-mail''s token confirms');
select is(public.confirm_newsletter(pg_temp.link_token('ann@example.com', '/newsletter/confirm')) ->> 'outcome',
  'used', 'used again: used, nothing changed');
select tests.as_postgres();
select results_eq($$ select state::text, consent_version, consent_page from public.newsletter_subscribers where email = 'ann@example.com' $$,
  $$ values ('subscribed', 'newsletter-2026-11', '/blog/a-post') $$, 'subscribed, with the consent''s version and page');
select ok((select confirmed_at is not null from public.newsletter_consents c
           join public.newsletter_subscribers s on s.id = c.subscriber_id where s.email = 'ann@example.com'),
  'the consent records when it was confirmed');

-- ===================================================================== the caps
select pg_temp.sign_up('ann@example.com');
select is(pg_temp.mails('ann@example.com'), 1::bigint, 'a subscribed address signing up again is not e-mailed again');
select is(pg_temp.state('ann@example.com'), 'subscribed', '... and stays subscribed');
select pg_temp.sign_up('bo@example.com');
select pg_temp.sign_up('bo@example.com');
select pg_temp.sign_up('BO@example.com');
select is(pg_temp.mails('bo@example.com'), 3::bigint, 'three confirmations in a day are sent');
select throws_ok($$ select pg_temp.sign_up('bo@example.com') $$, '23514',
  'new row for relation "form_submissions" violates check constraint "form_submissions_newsletter_cap_check"',
  'a fourth in 24 hours is refused');
select tests.as_postgres();
select is(pg_temp.mails('bo@example.com'), 3::bigint, '... and nothing is sent');
select is((select count(*) from public.form_submissions where email ilike 'bo@example.com'), 3::bigint, '... nor the lead kept');

-- ===================================================================== leaving
select tests.as_anon();
select is(public.unsubscribe_newsletter('x' || pg_temp.link_token('ann@example.com', '/newsletter/unsubscribe')) ->> 'outcome',
  'invalid', 'an altered unsubscribe token: invalid');
select is(public.unsubscribe_newsletter(pg_temp.link_token('ann@example.com', '/newsletter/confirm')) ->> 'outcome',
  'invalid', 'a confirm token does not unsubscribe');
select throws_ok($$ select public.unsubscribe_newsletter('x', 'erasure') $$, '22023',
  'unsubscribe_newsletter: via is link or one_click', 'the visitor cannot pass for an erasure');
select tests.as_postgres();
select is(pg_temp.state('ann@example.com'), 'subscribed', 'none of these changed anything');
select tests.as_anon();
select is(public.unsubscribe_newsletter(pg_temp.link_token('ann@example.com', '/newsletter/unsubscribe')) ->> 'outcome',
  'unsubscribed', 'the page''s button unsubscribes');
select is(public.unsubscribe_newsletter(pg_temp.link_token('ann@example.com', '/newsletter/unsubscribe')) ->> 'outcome',
  'already', 'twice: already, nothing changed');
select tests.as_postgres();
select results_eq($$ select s.state::text, c.withdrawn_by from public.newsletter_subscribers s
                     join public.newsletter_consents c on c.subscriber_id = s.id where s.email = 'ann@example.com' $$,
  $$ values ('unsubscribed', 'link') $$, 'unsubscribed; the consent records its withdrawal by the link');
select tests.as_service();
select is(public.unsubscribe_newsletter(pg_temp.link_token('bo@example.com', '/newsletter/unsubscribe'), 'one_click') ->> 'outcome',
  'unsubscribed', 'the one-click POST (the edge function, service role) unsubscribes a pending address');
select tests.as_postgres();
select is((select array_agg(distinct c.withdrawn_by) from public.newsletter_consents c
           join public.newsletter_subscribers s on s.id = c.subscriber_id where s.email = 'bo@example.com'),
  array['one_click'], '... every request of it withdrawn, by one click');
select tests.as_anon();
select is(public.confirm_newsletter(pg_temp.link_token('bo@example.com', '/newsletter/confirm')) ->> 'outcome',
  'used', 'a confirm link older than the leaving does nothing');
select tests.as_postgres();
select pg_temp.sign_up('ann@example.com', 'newsletter-2027-01');
select is(pg_temp.state('ann@example.com'), 'pending', 'signing up after leaving asks again');
select is(pg_temp.mails('ann@example.com'), 2::bigint, '... with a new confirmation e-mail');
select tests.as_anon();
select is(public.confirm_newsletter(pg_temp.link_token('ann@example.com', '/newsletter/confirm')) ->> 'outcome',
  'confirmed', '... which confirms');
select tests.as_postgres();
select results_eq($$ select state::text, consent_version from public.newsletter_subscribers where email = 'ann@example.com' $$,
  $$ values ('subscribed', 'newsletter-2027-01') $$, 'the consent in force is the new one, with its wording''s version');

-- ===================================================================== privacy
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(jsonb_path_query_array(public.export_person('ann@example.com'), '$.newsletter[*].state'), '["subscribed"]'::jsonb,
  'export_person lists the subscription');
select is(jsonb_array_length(public.export_person('ann@example.com') #> '{newsletter,0,consents}'), 2,
  '... with each consent');
select is(public.erase_person('ann@example.com', 'person_request', 'PRIV-2026-1') ->> 'newsletterAddresses', '1',
  'erase_person erases the newsletter address');
select tests.as_postgres();
select is((select count(*) from public.newsletter_subscribers where email = 'ann@example.com'), 0::bigint, 'the address is gone');
select results_eq($$ select s.state::text, s.erased_tag = 'hmac:' || private.address_tag('ann@example.com'),
                            (select count(*) from public.newsletter_consents c where c.subscriber_id = s.id)
                     from public.newsletter_subscribers s where s.email is null $$,
  $$ values ('unsubscribed', true, 2::bigint) $$, 'a tombstone and the two consents are kept: a consent existed');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.export_person('ann@example.com') -> 'newsletter', null, 'after the erasure, the export finds no subscription');

select * from finish();
rollback;
