-- Planner estimates (round-3 hardening, item 1): what anon and a signed-in member see of EXPLAIN
-- (PostgREST's `Prefer: count=planned`) on every relation they may read does not change with
-- the data. Two datasets of the same size but different content are analyzed in turn; for each
-- relation and column, a battery of predicates (=, <, LIKE 'prefix%', @>, IS NULL) is explained
-- as each role, and every row estimate in the plans must be the same for both.
begin;

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- The relations a role may read: not the catalogs, not objects of an extension (pgTAP's views).
create function pg_temp.readable(_role text) returns setof regclass language sql as $$
  select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
  -- The schemas this project owns (Supabase's own, such as storage, are the platform's to tune).
  where n.nspname in ('public', 'analytics')
    -- The audit log and post revisions are written by the database as a side effect of the two
    -- datasets below (publishing, status changes), so their sizes differ between them by design;
    -- their columns keep no statistics either (checked above) and admins alone read their rows.
    and c.oid not in (to_regclass('public.audit_log'), to_regclass('public.post_revisions'))
    and c.relkind in ('r', 'v', 'm', 'p', 'f') and has_any_column_privilege(_role, c.oid, 'select')
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  order by 1::text
$$;
-- Four checks, then one comparison per relation and role.
select plan(4 + (select count(*)::int from pg_temp.readable('anon')) + (select count(*)::int from pg_temp.readable('authenticated')));

-- ======================================================================== structure
select ok((select count(*) from pg_temp.readable('anon')) > 0 and (select count(*) from pg_temp.readable('authenticated')) > 0
          and 'public.form_submissions'::regclass in (select pg_temp.readable('authenticated')),
  'the relations anon and authenticated may read are found (each is compared below)');
select is_empty(
  $$ select a.attrelid::regclass || '.' || a.attname from pg_attribute a
     where a.attrelid in (select pg_temp.readable('anon') union select pg_temp.readable('authenticated'))
       and a.attnum > 0 and not a.attisdropped
       and (select c.relkind from pg_class c where c.oid = a.attrelid) <> 'v' -- a view keeps none of its own
       and coalesce(a.attstattarget, -1) <> 0 $$,
  'no column of a readable relation keeps planner statistics (private.keep_no_planner_statistics)');
select is_empty($$ select 1 from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
                   and not coalesce(c.reloptions @> array['security_invoker=true'], false) $$,
  'public has no view with its owner''s rights (lead_search had them)');

-- ======================================================================== two datasets
-- Same row counts everywhere (analytics rollups included: same days, visits and number of
-- pages), different content. Written as postgres (no limits, no RLS).
create function pg_temp.fill(_variant text) returns void language plpgsql as $$
declare
  a boolean := _variant = 'A';
begin
  -- Fresh files each time, so both datasets are measured on tables of the same physical size
  -- (the rollups' truncate triggers empty the analytics tables the same way).
  truncate public.lead_notes, public.form_submissions, public.site_events, public.blog_posts cascade;
  -- The last admin may never go (a trigger): the staff of the last dataset go, the first admin stays.
  delete from public.user_roles where user_id in (select id from auth.users where email like 'staff%');
  delete from auth.users where email like 'staff%';
  insert into auth.users (id, email, aud, role)
  select (case when a then '1' else 'e' end || lpad(g::text, 7, '0') || '-0000-4000-8000-000000000000')::uuid,
         'staff' || g || '@example.com', 'authenticated', 'authenticated'
  from generate_series(1, 40) g;
  insert into public.user_roles (user_id, role) select id, 'admin' from auth.users where email like 'staff%';
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  select 'p' || g, case when a then 'Secret merger ' else 'Zebra notes ' end || g, 'Excerpt', 'Nov 1', 'Staff', '/images/x.jpg',
         case when a then 'secret-' else 'zebra-' end || g, case when a then 'Draft about the merger' else 'Something else' end, a and g % 2 = 0
  from generate_series(1, 40) g;
  insert into public.form_submissions (created_at, client_id, form_type, full_name, email, phone, message, metadata,
                                       page, status, follow_up_on)
  select now() - make_interval(hours => g), gen_random_uuid(),
         case when a then 'consultation' else 'newsletter' end,
         case when a then 'Ann Lee ' else 'Zed Ray ' end || g,
         case when a then 'ann' || g || '@example.com' else 'zed' || g || '@example.org' end,
         case when a then '212555' || lpad(g::text, 4, '0') end,
         case when a then 'Won the deal ' else 'Maybe later ' end || g,
         jsonb_build_object('visitId', 'v' || g % 50, 'attribution',
                            jsonb_build_object('source', case when a then 'google' else 'newsletter' end)),
         case when a then '/contact' else '/blog' end,
         case when a then 'won' else 'new' end,
         case when a then current_date end
  from generate_series(1, 300) g;
  insert into public.lead_notes (submission_id, body)
  select id, case when a then 'Called Ann about the merger' else 'Left a message' end from public.form_submissions;
  insert into public.site_events (created_at, type, details, metadata, page, user_agent)
  select now() - make_interval(hours => g), 'pageview', 'Viewed /' || case when a then 'a' else 'b' end || g % 10,
         jsonb_build_object('visitId', 'v' || g % 50, 'attribution',
                            jsonb_build_object('source', case when a then 'google' else 'newsletter' end)),
         '/' || case when a then 'a' else 'b' end || g % 10, case when a then 'Mozilla/5.0 (A)' else 'curl/8' end
  from generate_series(1, 600) g;
  analyze;
end $$;

-- A role's row estimates for one relation: for each probe of the battery, the plan's own
-- estimate (what `count=planned` answers) and that of every scan of a table in it. (An index
-- node's estimate follows the index's size, not the data's content.)
create function pg_temp.estimates(_rel regclass) returns jsonb language plpgsql as $$
declare
  col record;
  probe record;
  plan jsonb;
  result jsonb := '{}';
begin
  for col in select a.attname, t.typname, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
             join pg_type t on t.oid = a.atttypid
             where a.attrelid = _rel and a.attnum > 0 and not a.attisdropped order by a.attnum loop
    for probe in
      select '%I is null' as pred, null::text as lit
      union all select '%I = %L::%s', v from unnest(case col.typname
        when 'text' then array['won', 'google', 'ann1@example.com'] when 'uuid' then array['a0000000-0000-4000-8000-000000000001']
        when 'timestamptz' then array[now()::text] when 'date' then array[current_date::text]
        when 'bool' then array['true'] when 'jsonb' then array['{}'] when 'app_role' then array['admin']
        when 'int2' then array['1'] when 'int4' then array['1'] when 'int8' then array['1'] end) v
      union all select '%I < %L::%s', v from unnest(case col.typname
        when 'text' then array['m', 'b'] when 'uuid' then array['80000000-0000-4000-8000-000000000000']
        when 'timestamptz' then array[(now() - interval '5 hours')::text] when 'date' then array[current_date::text]
        when 'int2' then array['5'] when 'int4' then array['5'] when 'int8' then array['5'] end) v
      union all select '%I like %L', v from unnest(case col.typname when 'text' then array['ann%', 'Won%', 'secret-1%'] end) v
      union all select '%I @> %L::%s', v from unnest(case col.typname
        when 'jsonb' then array['{"attribution": {"source": "google"}}'] end) v
    loop
      execute format('explain (format json) select * from %s where ' || probe.pred, _rel, col.attname, probe.lit, col.type)
        into plan;
      result := result || jsonb_build_object(format(probe.pred, col.attname, probe.lit, col.typname),
                                             jsonb_path_query_array(plan, 'strict $[0].Plan."Plan Rows"')
                                               || jsonb_path_query_array(plan, '$.** ? (exists (@."Relation Name"))."Plan Rows"'));
    end loop;
  end loop;
  return result;
end $$;

create temp table seen (role text, rel text, variant text, estimates jsonb);
grant select, insert on seen to anon, authenticated;
grant execute on function pg_temp.estimates(regclass), pg_temp.readable(text) to anon, authenticated;

create function pg_temp.measure(_variant text) returns void language plpgsql as $$
declare
  rel regclass;
begin
  perform tests.as_postgres();
  perform pg_temp.fill(_variant);
  perform tests.as_anon();
  for rel in select pg_temp.readable('anon') loop
    insert into seen values ('anon', rel::text, _variant, pg_temp.estimates(rel));
  end loop;
  perform tests.as_user('b0000000-0000-4000-8000-000000000002');
  for rel in select pg_temp.readable('authenticated') loop
    insert into seen values ('member', rel::text, _variant, pg_temp.estimates(rel));
  end loop;
  perform tests.as_postgres();
end $$;

select pg_temp.measure('A');
select pg_temp.measure('B');

-- The datasets differ where a leak would show: a member sees none of these rows.
select isnt((select estimates from seen where role = 'member' and rel = 'form_submissions' and variant = 'A'), null,
  'the battery ran on form_submissions');

-- ======================================================================== the estimates
select is(b.estimates, a.estimates, a.role || ': estimates on ' || a.rel || ' do not change with the data')
from seen a join seen b on b.role = a.role and b.rel = a.rel and b.variant = 'B'
where a.variant = 'A'
order by a.role, a.rel;

select * from finish();
rollback;
