-- "The newest released version" asked of the live-version rule (ADR 0025; issue 35's leftovers).
-- Redefines public.review_queue() and private.release_version(bigint, jsonb) (both first in
-- 20261128000200_supervised_communications.sql; same signatures, grants and answers).
--
-- Both found a post's newest released, unwithdrawn version on their own. That version is the one
-- private.post_version_sites (20261128000900_live_version_rule.sql) calls 'scheduled' when its
-- publish_at is ahead and 'live' otherwise; an older release visitors still read while a newer one
-- waits is 'live' too. So:
--   * review_queue() sets beside a submitted version the newest of its post's versions the rule
--     marks live or scheduled (the release it would replace). It stays security invoker and reads
--     the rule through public.post_version_states(), as post_history() does.
--   * release_version() refuses an address another post holds while any of that post's versions
--     is live or scheduled (before: its live version, or its newest release).
-- 99_live_version_rule.test.sql and 99_supervision.test.sql prove them.

begin;

create or replace function public.review_queue()
returns table (
  revision_id        bigint,
  post_id            text,
  version            integer,
  title              text,
  slug               text,
  content            text,
  post               jsonb,
  saved_at           timestamptz,
  saved_by_email     text,
  submitted_at       timestamptz,
  submitted_by_email text,
  live_revision_id   bigint,
  live_title         text,
  live_content       text,
  live_post          jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, r.post_id, r.version, r.post ->> 'title', r.post ->> 'slug', r.content, r.post,
         r.saved_at, r.saved_by_email, r.submitted_at, r.submitted_by_email,
         l.id, l.post ->> 'title', l.content, l.post
  from public.post_revisions r
  -- Called for the versions the caller reads only: the rule's newest live or scheduled version.
  left join lateral (
    select lr.* from public.post_version_states(r.post_id) v
    join public.post_revisions lr on lr.id = v.id
    where v.site_state in ('live', 'scheduled')
    order by v.version desc limit 1
  ) l on true
  where r.review_state = 'in_review'
  order by r.submitted_at, r.id;
$$;

create or replace function private.release_version(revision_id bigint, approval jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  rev public.post_revisions;
  publish_at timestamptz;
  holder text;
begin
  -- One post per address: blog_posts keeps slugs unique among working copies, but a live post
  -- keeps its address until an edit moving it goes live, so another post may have taken it in
  -- the working copy meanwhile. Refused while that post shows it (or will: released for later).
  select o.post ->> 'title' into holder
  from public.post_revisions r
  join public.post_revisions o on o.post_id <> r.post_id and o.post ->> 'slug' = r.post ->> 'slug'
  join private.post_version_sites s on s.id = o.id and s.site_state in ('live', 'scheduled')
  where r.id = revision_id
  limit 1;
  if found then
    raise exception 'The address /blog/% is live for another post, "%": withdraw that post or move it to another address first.',
      (select r.post ->> 'slug' from public.post_revisions r where r.id = revision_id), holder
      using errcode = '23505';
  end if;
  update public.post_revisions r
     set released_at = clock_timestamp(), approval = release_version.approval
   where r.id = revision_id
  returning r.* into rev;
  publish_at := (rev.post ->> 'publish_at')::timestamptz;
  perform private.archive('post', private.post_address(rev.post ->> 'slug'), rev.post ->> 'title',
    case when rev.rendered_html is null then 'text/markdown' else 'text/html' end,
    coalesce(rev.rendered_html, rev.content),
    jsonb_build_object('post_id', rev.post_id, 'revision_id', rev.id, 'version', rev.version,
                       'publish_at', publish_at, 'post', rev.post, 'markdown', rev.content,
                       'approval', approval));
  perform private.audit('post.live', rev.post_id,
    jsonb_build_object('title', rev.post ->> 'title', 'slug', rev.post ->> 'slug', 'version', rev.version,
                       'publish_at', publish_at, 'approval', approval));
  if publish_at is null or publish_at <= clock_timestamp() then
    perform private.ask_site_rebuild();
  end if;
end;
$$;

commit;
