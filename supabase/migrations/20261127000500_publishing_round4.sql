-- Publishing, round 4 (issue 31; docs/decisions/0017-publishing-round4.md):
--
--   * A rebuild the static host did not confirm is kept and retried. The deploy hook's state is a
--     row of private.site_rebuild (not a setting: a caller could preset `publishing.rebuild_requested`
--     to 'on' and silence every rebuild of its transaction). A request is pending from the change
--     that asked for it until the host answers 2xx (pg_net's net._http_response); the schedule
--     retries, with a growing pause (1, 2, 4 ... at most 60 minutes), for as long as it takes.
--     Staff see it: public.pending_site_rebuild().
--   * Titles hold no control character (C0, DEL, C1): an RSS feed holding one is not XML.
--   * A post's Markdown nests block quotes and lists at most 20 levels deep
--     (private.markdown_nesting_depth): far deeper bodies overflowed the renderer's stack.
--
-- Redefines: private.request_site_rebuild() (first in 20261124000400_publishing.sql)

begin;

-- ------------------------------------------------------------------------- the rebuild state
create table private.site_rebuild (
  id              boolean primary key default true check (id),
  pending_since   timestamptz,            -- the first change not yet confirmed by the host; null: none
  attempts        integer not null default 0 check (attempts >= 0),
  last_attempt_at timestamptz,
  last_request_id bigint,                 -- pg_net's request id (net._http_response.id)
  last_error      text check (char_length(last_error) <= 1000),
  sent_in_xact    xid8                    -- the transaction that last sent: once per transaction
);
comment on table private.site_rebuild is
  'The deploy hook''s state (one row): a rebuild pending since a change until the host answers 2xx.';
alter table private.site_rebuild enable row level security;
revoke all on table private.site_rebuild from public, anon, authenticated, service_role;
insert into private.site_rebuild default values;

-- One POST to the hook, recorded; a failure to queue it is recorded too (the schedule retries).
create or replace function private.send_site_rebuild(hook_url text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_id bigint;
begin
  update private.site_rebuild r
  set attempts = r.attempts + 1, last_attempt_at = now(), sent_in_xact = pg_current_xact_id()
  where r.id;
  begin
    request_id := net.http_post(url := hook_url, body := '{}'::jsonb, timeout_milliseconds := 10000);
    update private.site_rebuild r set last_request_id = request_id where r.id;
  exception when others then
    update private.site_rebuild r
    set last_request_id = null, last_error = left('Could not queue the request: ' || sqlerrm, 1000)
    where r.id;
    raise warning 'deploy hook: could not request a rebuild: % (%)', sqlerrm, sqlstate;
  end;
end;
$$;
revoke all on function private.send_site_rebuild(text) from public, anon, authenticated, service_role;

-- Same name and duty as before (20261124000400_publishing.sql): at most one POST per transaction,
-- and now a pending rebuild until the host confirms it. No hook configured: nothing to do.
create or replace function private.request_site_rebuild()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  state private.site_rebuild;
begin
  select ds.decrypted_secret into hook_url from vault.decrypted_secrets ds where ds.name = 'deploy_hook_url';
  if hook_url is null or hook_url !~ '^https://' then
    return;
  end if;
  select * into state from private.site_rebuild r where r.id for update;
  update private.site_rebuild r set pending_since = coalesce(r.pending_since, now()) where r.id;
  if state.sent_in_xact is distinct from pg_current_xact_id() then
    perform private.send_site_rebuild(hook_url);
  end if;
end;
$$;
revoke all on function private.request_site_rebuild() from public, anon, authenticated, service_role;

-- The schedule's half (every minute): reads the host's answer to the last request. 2xx: done.
-- Another answer, none after 10 minutes, or no request queued: recorded, and sent again once the
-- pause has passed (2^(attempts-1) minutes, at most 60). Returns whether a rebuild is still pending.
-- Without pg_net (the local backend) there is no answer to read: nothing is ever pending there.
create or replace function private.retry_site_rebuild()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  state private.site_rebuild;
  hook_url text;
  answer_status integer;
  answer_error text;
  answer_timed_out boolean;
  answers integer := 0;
  found_answer boolean := false;
begin
  select * into state from private.site_rebuild r where r.id for update;
  if state.pending_since is null then
    return false;
  end if;
  if state.last_request_id is not null and to_regclass('net._http_response') is not null then
    execute 'select status_code, error_msg, timed_out from net._http_response where id = $1'
      into answer_status, answer_error, answer_timed_out using state.last_request_id;
    get diagnostics answers = row_count;
    found_answer := answers > 0;
    if found_answer and answer_status between 200 and 299 then
      update private.site_rebuild r
      set pending_since = null, attempts = 0, last_error = null, last_request_id = null
      where r.id;
      return false;
    elsif found_answer then
      update private.site_rebuild r
      set last_error = left(coalesce('The host answered ' || answer_status,
                                     case when answer_timed_out then 'No answer in 10 seconds' end,
                                     answer_error, 'No answer'), 1000)
      where r.id;
    end if;
  end if;
  if not found_answer and state.last_request_id is not null and state.last_attempt_at > now() - interval '10 minutes' then
    return true; -- still waiting for the host's answer
  end if;
  if not found_answer and state.last_request_id is not null then
    update private.site_rebuild r set last_error = 'No answer from the host' where r.id;
  end if;
  if state.last_attempt_at is null
     or state.last_attempt_at <= now() - least(interval '1 minute' * power(2, greatest(state.attempts - 1, 0)), interval '60 minutes') then
    select ds.decrypted_secret into hook_url from vault.decrypted_secrets ds where ds.name = 'deploy_hook_url';
    if hook_url is null or hook_url !~ '^https://' then
      update private.site_rebuild r
      set pending_since = null, attempts = 0, last_error = null, last_request_id = null
      where r.id;
      return false;
    end if;
    perform private.send_site_rebuild(hook_url);
  end if;
  return true;
end;
$$;
revoke all on function private.retry_site_rebuild() from public, anon, authenticated, service_role;

-- What the dashboard shows while a rebuild waits (staff: admins and viewers). No row: none pending.
create or replace function public.pending_site_rebuild()
returns table (since timestamptz, attempts integer, last_attempt_at timestamptz, last_error text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'pending_site_rebuild: staff only' using errcode = '42501';
  end if;
  return query
    select r.pending_since, r.attempts, r.last_attempt_at, r.last_error
    from private.site_rebuild r where r.id and r.pending_since is not null;
end;
$$;
revoke all on function public.pending_site_rebuild() from public, anon, authenticated, service_role;
grant execute on function public.pending_site_rebuild() to authenticated;

-- The schedule: the scheduled posts whose time came, then the pending rebuild's answer or retry.
do $$
begin
  if to_regnamespace('cron') is not null then
    perform cron.schedule('retry-site-rebuild', '* * * * *', 'select private.retry_site_rebuild()');
  else
    raise notice 'pg_cron is not available: run select private.retry_site_rebuild() every minute';
  end if;
end
$$;

-- ------------------------------------------------------------------------------- post titles
-- C0 controls (tab and newline included: a title is one line), DEL and C1 controls. Titles
-- written before hold none in practice; any that do are cleaned (each control becomes a space)
-- so the rule holds for every row and RSS stays XML.
create or replace function private.has_control_character(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '[\x01-\x1f\x7f-\x9f]'
$$;
revoke all on function private.has_control_character(text) from public, anon, authenticated;
grant execute on function private.has_control_character(text) to authenticated, service_role;

update public.blog_posts
set title = btrim(regexp_replace(title, '[\x01-\x1f\x7f-\x9f]', ' ', 'g'))
where private.has_control_character(title);
alter table public.blog_posts
  add constraint blog_posts_title_controls_check check (not private.has_control_character(title));

-- ----------------------------------------------------------------------- Markdown nesting
-- How deep a Markdown text nests block quotes and lists: per line, its indentation (two columns a
-- level, a tab four columns) plus the `>` and list markers (`-`, `*`, `+`, `1.`, `1)` followed by
-- a space) that open it; the deepest line. A cautious count (an indented code block counts its
-- indentation), far below the depth that overflows a renderer (about a thousand).
-- The editor shows the same count (src/components/markdown/nesting.ts, checked against this one).
create or replace function private.markdown_nesting_depth(source text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(max(
           char_length(replace(substring(line from '^[ \t]*'), E'\t', '    ')) / 2
           + coalesce(array_length(regexp_split_to_array(
               substring(line from '^[ \t]*((?:>[ \t]?|(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]+|$))+)'),
               '>|(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]+|$)'), 1) - 1, 0)
         ), 0)
  from regexp_split_to_table(source, E'\r\n|\r|\n') as line
$$;
revoke all on function private.markdown_nesting_depth(text) from public, anon, authenticated;
grant execute on function private.markdown_nesting_depth(text) to authenticated, service_role;

-- NOT VALID: a body written before the rule stays as it was (the renderer shows a body nested
-- deeper as plain text); a new or edited body keeps to it.
alter table public.blog_posts
  add constraint blog_posts_content_nesting_check check (private.markdown_nesting_depth(content) <= 20) not valid;

commit;
