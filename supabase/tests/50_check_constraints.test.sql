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
select throws_ok($$ select pg_temp.submit('{"form_type":"contact"}') $$, '22P02',
  'invalid input value for enum form_type: "contact"', 'form_type outside the CONTRACT list (the enum public.form_type)');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('full_name', repeat('n', 201))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_full_name_check'), 'full_name over 200');
select throws_ok($$ select pg_temp.submit('{"email":"not-an-email"}') $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_email_check'), 'email without @');
select throws_ok($$ select pg_temp.submit('{"email":"ann@example"}') $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_email_check'), 'email without a top-level domain');
select throws_ok($$ select pg_temp.submit('{"email":"ann.@example.com"}') $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_email_check'), 'email with a dot before @ (zod refuses it too)');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('email', 'a@' || repeat('d', 315) || '.com')) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_email_check'), 'email over 320');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('phone', repeat('1', 41))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_phone_check'), 'phone over 40');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('investor_type', repeat('t', 101))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_investor_type_check'), 'investor_type over 100');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('investment_amount', repeat('a', 101))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_investment_amount_check'), 'investment_amount over 100');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('investment_goal', repeat('g', 101))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_investment_goal_check'), 'investment_goal over 100');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('investment_timeline', repeat('l', 101))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_investment_timeline_check'), 'investment_timeline over 100');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('message', repeat('m', 5001))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_message_check'), 'message over 5000');
select throws_ok($$ select pg_temp.submit('{"metadata":[1,2,3]}') $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_metadata_check'), 'metadata that is not an object');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('metadata', jsonb_build_object('blob', repeat('x', 30001)))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_metadata_check'), 'metadata over the size limit');
select throws_ok($$ select pg_temp.submit(jsonb_build_object('page', repeat('p', 501))) $$, '23514',
  pg_temp.refused('form_submissions', 'form_submissions_page_check'), 'page over 500');
select throws_ok($$ select pg_temp.submit('{"client_id":null}') $$, '23502', null, 'client_id is required');
select throws_ok($$ select pg_temp.submit('{"form_type":null}') $$, '23502', null, 'form_type is required');

-- ----------------------------------------------------------------------- site_events
select lives_ok($$ select pg_temp.event(jsonb_build_object('details', repeat('d', 1000), 'page', repeat('p', 500),
    'user_agent', repeat('u', 500), 'metadata', jsonb_build_object('blob', repeat('x', 2036)))) $$,
  'site_events: every value at the client''s limit is accepted');
select throws_ok($$ select pg_temp.event('{"type":"click"}') $$, '22P02',
  'invalid input value for enum event_type: "click"', 'event type outside the list (the enum public.event_type)');
select throws_ok($$ select pg_temp.event(jsonb_build_object('details', repeat('d', 1001))) $$, '23514',
  pg_temp.refused('site_events', 'site_events_details_check'), 'details over 1000');
select throws_ok($$ select pg_temp.event('{"metadata":"text"}') $$, '23514',
  pg_temp.refused('site_events', 'site_events_metadata_check'), 'event metadata that is not an object');
select throws_ok($$ select pg_temp.event(jsonb_build_object('page', repeat('p', 501))) $$, '23514',
  pg_temp.refused('site_events', 'site_events_page_check'), 'event page over 500');
select throws_ok($$ select pg_temp.event(jsonb_build_object('user_agent', repeat('u', 501))) $$, '23514',
  pg_temp.refused('site_events', 'site_events_user_agent_check'), 'user_agent over 500');

-- ------------------------------------------------------------------------ blog_posts
select lives_ok($$ select pg_temp.post(jsonb_build_object('id', repeat('i', 100), 'title', repeat('t', 200),
    'excerpt', repeat('e', 500), 'date', repeat('d', 100), 'author', repeat('a', 200), 'image', '/' || repeat('i', 1999),
    'slug', repeat('s', 200), 'content', repeat('c', 100000))) $$,
  'blog_posts: every value at the client''s limit is accepted');
select throws_ok($$ select pg_temp.post(jsonb_build_object('id', repeat('i', 101))) $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_id_check'), 'id over 100');
select throws_ok($$ select pg_temp.post('{"title":"   "}') $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_title_check'), 'blank title');
select throws_ok($$ select pg_temp.post(jsonb_build_object('title', repeat('t', 201))) $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_title_check'), 'title over 200');
select throws_ok($$ select pg_temp.post('{"excerpt":""}') $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_excerpt_check'), 'empty excerpt');
select throws_ok($$ select pg_temp.post(jsonb_build_object('excerpt', repeat('e', 501))) $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_excerpt_check'), 'excerpt over 500');
select throws_ok($$ select pg_temp.post('{"date":""}') $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_date_check'), 'empty date');
select throws_ok($$ select pg_temp.post('{"author":" "}') $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_author_check'), 'blank author');
select throws_ok($$ select pg_temp.post(jsonb_build_object('image', '/' || repeat('i', 2000))) $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_image_check'), 'image URL over 2000');
select throws_ok($$ select pg_temp.post('{"slug":"Not A Slug"}') $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_slug_check'), 'slug with capitals and spaces');
select throws_ok($$ select pg_temp.post('{"slug":"trailing-"}') $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_slug_check'), 'slug with a trailing hyphen');
select throws_ok($$ select pg_temp.post(jsonb_build_object('slug', repeat('s', 201))) $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_slug_check'), 'slug over 200');
select throws_ok($$ select pg_temp.post('{"content":"\n\n"}') $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_content_check'), 'blank content');
select throws_ok($$ select pg_temp.post(jsonb_build_object('content', repeat('c', 100001))) $$, '23514',
  pg_temp.refused('blog_posts', 'blog_posts_content_check'), 'content over 100000');
select throws_ok($$ select pg_temp.post('{"published":null}') $$, '23502', null, 'published is required');

select * from finish();
rollback;
