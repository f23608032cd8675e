-- The live-version rule, written once (issue 32).
-- Redefines: the view public.published_posts (same columns and grants; first in
-- 20261128000200_supervised_communications.sql) and public.post_history(text) (two columns more;
-- last in 20261128000200_supervised_communications.sql). New: private.post_version_sites,
-- public.post_version_states(text). ADR 0025.
--
-- Which released version of a post visitors read was written twice: in public.published_posts
-- (20261128000200_supervised_communications.sql) and again in the editor's client. It is now one
-- view, private.post_version_sites, that says per saved version:
--   site_state  'live'      visitors read it now: the post's newest released version, not
--                           withdrawn, whose publish_at has passed (or has none);
--               'scheduled' it will be live at its publish time: the post's newest released
--                           version, not withdrawn, its publish_at still ahead;
--               null        neither (never released, withdrawn, or a newer release replaced it).
--   submittable the newest version of a post not deleted, a draft never released: the one a writer
--               submits for review (public.submit_post_version() refuses the others).
-- public.published_posts reads its 'live' rows (same columns and grants as before: the site and
-- the assistant's index read it). Staff read the answer through public.post_version_states()
-- (a definer function with the same access as post_revisions: admins, authors and compliance,
-- nothing for a member) and public.post_history(), which gains the two columns. The client shows
-- the answer; it no longer computes it.

-- ---------------------------------------------------------------------- the rule
create view private.post_version_sites as
with versions as (
  select r.id, r.post_id, r.version, r.action, r.review_state, r.released_at,
         r.released_at is not null and r.withdrawn_at is null as released,
         r.released_at is not null and r.withdrawn_at is null
           and ((r.post ->> 'publish_at') is null or (r.post ->> 'publish_at')::timestamptz <= now()) as due
  from public.post_revisions r
), ranked as (
  select v.*,
         max(v.version) over (partition by v.post_id) as newest,
         max(v.version) filter (where v.released) over (partition by v.post_id) as newest_released,
         max(v.version) filter (where v.due) over (partition by v.post_id) as newest_due
  from versions v
)
select x.id,
       x.post_id,
       case when x.due and x.version = x.newest_due then 'live'
            when x.released and not x.due and x.version = x.newest_released then 'scheduled'
       end as site_state,
       x.version = x.newest and x.action <> 'deleted' and x.review_state = 'draft'
         and x.released_at is null as submittable
from ranked x;
comment on view private.post_version_sites is
  'The live-version rule: per saved version of a post, whether visitors read it now (live), will at '
  'its publish time (scheduled), and whether it is the draft to submit for review.';
revoke all on table private.post_version_sites from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------- what visitors read
-- Same columns, same grants: only the filter is now the rule's.
create or replace view public.published_posts as
select
  r.post_id                                  as id,
  r.post ->> 'title'                         as title,
  r.post ->> 'excerpt'                       as excerpt,
  r.post ->> 'date'                          as date,
  r.post ->> 'author'                        as author,
  r.post ->> 'image'                         as image,
  r.post ->> 'image_alt'                     as image_alt,
  r.post ->> 'slug'                          as slug,
  r.content                                  as content,
  true                                       as published,
  (r.post ->> 'publish_at')::timestamptz     as publish_at,
  r.post ->> 'meta_description'              as meta_description,
  r.post ->> 'social_image'                  as social_image,
  (r.post ->> 'created_at')::timestamptz     as created_at,
  r.released_at                              as updated_at,
  r.id                                       as revision_id
from public.post_revisions r
join private.post_version_sites s on s.id = r.id
where s.site_state = 'live';
comment on view public.published_posts is
  'What visitors read: each post''s live version (private.post_version_sites: the newest released, '
  'unwithdrawn version whose publish_at has passed).';

-- ---------------------------------------------------------------------- what staff read
-- Every saved version's review and release with the rule's answer, newest first per post (one
-- post's, or every post's when for_post is null). Post staff read them, as post_revisions'
-- policy says: a member or a viewer reads none; staff without the second factor the firm
-- requires are refused with the reason (as every staff function).
create function public.post_version_states(for_post text default null)
returns table (
  id           bigint,
  post_id      text,
  version      integer,
  action       public.post_revision_action,
  review_state public.post_review_state,
  released_at  timestamptz,
  withdrawn_at timestamptz,
  site_state   text,
  submittable  boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_read_posts() then
    if exists (select 1 from public.user_roles ur
               where ur.user_id = (select auth.uid()) and ur.role in ('admin', 'author', 'compliance')) then
      perform private.require_role('post_version_states', array['admin', 'author', 'compliance']::public.app_role[],
                                   'post staff');
    end if;
    return;
  end if;
  return query
    select r.id, r.post_id, r.version, r.action, r.review_state, r.released_at, r.withdrawn_at,
           s.site_state, s.submittable
    from public.post_revisions r
    join private.post_version_sites s on s.id = r.id
    where for_post is null or r.post_id = for_post
    order by r.post_id, r.version desc;
end;
$$;
revoke all on function public.post_version_states(text) from public, anon, authenticated, service_role;
grant execute on function public.post_version_states(text) to authenticated;

-- The versions of a post, newest first, now with the rule's answer (site_state, submittable).
drop function public.post_history(text);
create function public.post_history(post_id text)
returns table (
  id                 bigint,
  version            integer,
  action             text,
  saved_at           timestamptz,
  saved_by           uuid,
  saved_by_email     text,
  restored_from      bigint,
  title              text,
  slug               text,
  changed            text[],
  review_state       text,
  submitted_at       timestamptz,
  submitted_by_email text,
  reviewed_at        timestamptz,
  reviewed_by_email  text,
  review_note        text,
  released_at        timestamptz,
  withdrawn_at       timestamptz,
  approval           jsonb,
  site_state         text,
  submittable        boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, r.version, r.action::text, r.saved_at, r.saved_by, r.saved_by_email, r.restored_from,
         r.post ->> 'title', r.post ->> 'slug',
         case when p.id is not null then
           array(select e.key from jsonb_each(r.post) e
                 where e.key <> 'updated_at' and (p.post -> e.key) is distinct from e.value
                 union all
                 select 'content' where r.content is distinct from p.content
                 order by 1)
         end,
         r.review_state::text, r.submitted_at, r.submitted_by_email, r.reviewed_at, r.reviewed_by_email,
         r.review_note, r.released_at, r.withdrawn_at, r.approval, s.site_state, coalesce(s.submittable, false)
  from public.post_revisions r
  left join public.post_revisions p on p.post_id = r.post_id and p.version = r.version - 1
  -- Called for the versions the caller reads only (none for a member): the rule's answer.
  left join lateral (select v.site_state, v.submittable from public.post_version_states(r.post_id) v
                     where v.id = r.id) s on true
  where r.post_id = post_history.post_id
  order by r.version desc;
$$;
revoke all on function public.post_history(text) from public, anon, authenticated, service_role;
grant execute on function public.post_history(text) to authenticated;
