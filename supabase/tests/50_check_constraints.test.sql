-- Every CHECK constraint refuses a bad value, and values at the client's limits (ports.ts LIMITS)
-- are accepted. Run as the table owner: RLS aside, constraints hold for everyone.
begin;
select plan(40);

create function pg_temp.submit(overrides jsonb) returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email, phone, investor_type,
    investment_amount, investment_goal, investment_timeline, message, metadata, page)
  select r.client_id, r.form_type, r.full_name, r.email, r.phone, r.investor_type, r.investment_amount,
         r.investment_goal, r.investment_timeline, r.message, r.metadata, r.page
  from jsonb_populate_record(null::public.form_submissions,
    jsonb_build_object('client_id', gen_random_uuid(), 'form_type', 'contact_form',
                       'email', 'ok@example.com', 'metadata', '{}'::jsonb) || overrides) r
$$;
create function pg_temp.event(overrides jsonb) returns void language sql as $$
  insert into public.site_events (type, details, metadata, page, user_agent)
  select r.type, r.details, r.metadata, r.page, r.user_agent
  from jsonb_populate_record(null::public.site_events,
    jsonb_build_object('type', 'pageview', 'details', 'Viewed /', 'metadata', '{}'::jsonb, 'page', '/') || overrides) r
$$;
create function pg_temp.post(overrides jsonb) returns void language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  select r.id, r.title, r.excerpt, r.date, r.author, r.image, r.slug, r.content, r.published
  from jsonb_populate_record(null::public.blog_posts,
    jsonb_build_object('id', 'post-' || md5(random()::text), 'title', 'Title', 'excerpt', 'Excerpt',
      'date', 'June 1, 2026', 'author', 'Hudson', 'image', '/img/a.jpg',
      'slug', 'slug-' || md5(random()::text), 'content', 'Body', 'published', false) || overrides) r
$$;
create function pg_temp.refused(tbl text, chk text) returns text language sql as $$
  select format('new row for relation "%s" violates check constraint "%s"', tbl, chk)
$$;

-- ------------------------------------------------------------------ form_submissions
select lives_ok($$ select pg_temp.submit(jsonb_build_object(
    'full_name', repeat('n', 200), 'email', 'a@' || repeat('d', 314) || '.com', 'phone', repeat('1', 40),
    'investor_type', repeat('t', 100), 'investment_amount', repeat('a', 100), 'investment_goal', repeat('g', 100),
    'investment_timeline', repeat('l', 100), 'message', repeat('m', 5000), 'page', '/' || repeat('p', 499),
    'metadata', jsonb_build_object('blob', repeat('x', 19980)))) $$,
  'form_submissions: every value at the client''s limit is accepted');
select lives_ok($$ select pg_temp.submit('{"form_type":"newsletter","email":"o''brien+news@sub.example.co.uk"}') $$,
  'form_submissions: a newsletter row with only an e-mail is accepted');
-- One case a row: the overrides, the CHECK constraint they break (null: the SQLSTATE is given), what.
select throws_ok(format('select pg_temp.submit(%L::jsonb)', c.overrides), coalesce(c.code, '23514'),
    coalesce(c.msg, case when c.chk is not null
      then pg_temp.refused('form_submissions', 'form_submissions_' || c.chk || '_check') end), c.descr)
from (values
  ('{"form_type":"contact"}'::jsonb, null, '22P02', 'invalid input value for enum form_type: "contact"',
    'form_type outside the CONTRACT list (the enum public.form_type)'),
  (jsonb_build_object('full_name', repeat('n', 201)), 'full_name', null, null, 'full_name over 200'),
  ('{"email":"not-an-email"}', 'email', null, null, 'email without @'),
  ('{"email":"ann@example"}', 'email', null, null, 'email without a top-level domain'),
  ('{"email":"ann.@example.com"}', 'email', null, null, 'email with a dot before @ (zod refuses it too)'),
  (jsonb_build_object('email', 'a@' || repeat('d', 315) || '.com'), 'email', null, null, 'email over 320'),
  (jsonb_build_object('phone', repeat('1', 41)), 'phone', null, null, 'phone over 40'),
  (jsonb_build_object('investor_type', repeat('t', 101)), 'investor_type', null, null, 'investor_type over 100'),
  (jsonb_build_object('investment_amount', repeat('a', 101)), 'investment_amount', null, null, 'investment_amount over 100'),
  (jsonb_build_object('investment_goal', repeat('g', 101)), 'investment_goal', null, null, 'investment_goal over 100'),
  (jsonb_build_object('investment_timeline', repeat('l', 101)), 'investment_timeline', null, null, 'investment_timeline over 100'),
  (jsonb_build_object('message', repeat('m', 5001)), 'message', null, null, 'message over 5000'),
  ('{"metadata":[1,2,3]}', 'metadata', null, null, 'metadata that is not an object'),
  (jsonb_build_object('metadata', jsonb_build_object('blob', repeat('x', 30001))), 'metadata', null, null, 'metadata over the size limit'),
  (jsonb_build_object('page', repeat('p', 501)), 'page', null, null, 'page over 500'),
  ('{"client_id":null}', null, '23502', null, 'client_id is required'),
  ('{"form_type":null}', null, '23502', null, 'form_type is required')
) c(overrides, chk, code, msg, descr);

-- ----------------------------------------------------------------------- site_events
select lives_ok($$ select pg_temp.event(jsonb_build_object('details', repeat('d', 1000), 'page', repeat('p', 500),
    'user_agent', repeat('u', 500), 'metadata', jsonb_build_object('blob', repeat('x', 2036)))) $$,
  'site_events: every value at the client''s limit is accepted');
select throws_ok(format('select pg_temp.event(%L::jsonb)', c.overrides), coalesce(c.code, '23514'),
    coalesce(c.msg, case when c.chk is not null
      then pg_temp.refused('site_events', 'site_events_' || c.chk || '_check') end), c.descr)
from (values
  ('{"type":"click"}'::jsonb, null, '22P02', 'invalid input value for enum event_type: "click"',
    'event type outside the list (the enum public.event_type)'),
  (jsonb_build_object('details', repeat('d', 1001)), 'details', null, null, 'details over 1000'),
  ('{"metadata":"text"}', 'metadata', null, null, 'event metadata that is not an object'),
  (jsonb_build_object('page', repeat('p', 501)), 'page', null, null, 'event page over 500'),
  (jsonb_build_object('user_agent', repeat('u', 501)), 'user_agent', null, null, 'user_agent over 500')
) c(overrides, chk, code, msg, descr);

-- ------------------------------------------------------------------------ blog_posts
select lives_ok($$ select pg_temp.post(jsonb_build_object('id', repeat('i', 100), 'title', repeat('t', 200),
    'excerpt', repeat('e', 500), 'date', repeat('d', 100), 'author', repeat('a', 200), 'image', '/' || repeat('i', 1999),
    'slug', repeat('s', 200), 'content', repeat('c', 100000))) $$,
  'blog_posts: every value at the client''s limit is accepted');
select throws_ok(format('select pg_temp.post(%L::jsonb)', c.overrides), coalesce(c.code, '23514'),
    case when c.chk is not null then pg_temp.refused('blog_posts', 'blog_posts_' || c.chk || '_check') end, c.descr)
from (values
  (jsonb_build_object('id', repeat('i', 101)), 'id', null, 'id over 100'),
  ('{"title":"   "}', 'title', null, 'blank title'),
  (jsonb_build_object('title', repeat('t', 201)), 'title', null, 'title over 200'),
  ('{"excerpt":""}', 'excerpt', null, 'empty excerpt'),
  (jsonb_build_object('excerpt', repeat('e', 501)), 'excerpt', null, 'excerpt over 500'),
  ('{"date":""}', 'date', null, 'empty date'),
  ('{"author":" "}', 'author', null, 'blank author'),
  (jsonb_build_object('image', '/' || repeat('i', 2000)), 'image', null, 'image URL over 2000'),
  ('{"slug":"Not A Slug"}', 'slug', null, 'slug with capitals and spaces'),
  ('{"slug":"trailing-"}', 'slug', null, 'slug with a trailing hyphen'),
  (jsonb_build_object('slug', repeat('s', 201)), 'slug', null, 'slug over 200'),
  ('{"content":"\n\n"}', 'content', null, 'blank content'),
  (jsonb_build_object('content', repeat('c', 100001)), 'content', null, 'content over 100000'),
  ('{"published":null}', null, '23502', 'published is required')
) c(overrides, chk, code, descr);

select * from finish();
rollback;
