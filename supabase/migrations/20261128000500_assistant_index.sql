-- The assistant's index of approved content (issue 34; docs/decisions/0005-chat-assistant.md).
--
-- The chat answers from what the site itself says. public.assistant_passages holds passages (a
-- heading and its text, a few hundred words at most) of every public page and every live post,
-- each with its address and section anchor; public.search_passages(question) ranks them with
-- PostgreSQL's full-text search. One splitter, private.html_passages(html), cuts both: the build's
-- prerendered pages (public.index_pages, `npm run assistant:index`; the offline copy,
-- assistant-index.json, is made by running index_pages in PGlite) and each post version as it goes
-- live (its rendered_html, by a trigger on post_revisions).
--
--   1. Posts. Passages are kept per released version and removed when it is withdrawn (or deleted
--      with the post); search joins public.published_posts, so only the version visitors see now
--      counts: a version scheduled for later is indexed but found only once it shows.
--   2. Synonyms of the field (preferred shares / preferred stock, reinsurance block / treaty,
--      accredited / qualified investor) live in one table, private.assistant_synonyms, and are
--      applied with ts_rewrite (Supabase allows no dictionary files). npm run db:types copies the
--      groups into database.constants.ts (AssistantSynonyms) for the offline assistant.
--   3. Nobody reads the table through the API: its rows include versions scheduled for later, which
--      visitors may not see yet. search_passages (definer) is the one way in, for every role.

begin;

-- ===================================================================== 1. the passages
create table public.assistant_passages (
  id          bigint generated always as identity primary key,
  source      text not null check (source in ('page', 'post')),
  post_id     text,                         -- the post (blog_posts.id); null for pages
  revision_id bigint references public.post_revisions (id) on delete cascade, -- the version cut
  url         text not null check (url ~ '^/' and char_length(url) <= 2000),   -- path#anchor
  title       text not null,                -- the page's or post's title
  heading     text not null,                -- the section's heading (the title for the intro)
  body        text not null,
  position    integer not null check (position >= 1),  -- order within the page or version
  search      tsvector generated always as (
                setweight(to_tsvector('english'::regconfig, heading), 'A')
                || setweight(to_tsvector('english'::regconfig, title), 'C')
                || setweight(to_tsvector('english'::regconfig, body), 'D')) stored,
  indexed_at  timestamptz not null default now(),
  constraint assistant_passages_post_check
    check ((source = 'post') = (post_id is not null and revision_id is not null))
);
comment on table public.assistant_passages is
  'The assistant''s index: passages of public pages (index_pages, at each build) and of released post '
  'versions (kept by the database as versions go live or are withdrawn). Read through search_passages().';
create index assistant_passages_search_idx on public.assistant_passages using gin (search);
create index assistant_passages_revision_idx on public.assistant_passages (revision_id) where revision_id is not null;

alter table public.assistant_passages enable row level security;
revoke all on table public.assistant_passages from public, anon, authenticated, service_role;
revoke all on sequence public.assistant_passages_id_seq from public, anon, authenticated, service_role;

-- ===================================================================== 2. synonyms
-- Each group's terms find each other: a question naming one finds passages naming any.
create table private.assistant_synonyms (
  group_name text not null,
  term       text primary key check (term = lower(btrim(term)) and term <> '')
);
comment on table private.assistant_synonyms is
  'Terms of the field that mean the same (one group each); search_passages applies them with ts_rewrite.';
revoke all on table private.assistant_synonyms from public, anon, authenticated, service_role;

-- A term as a query: its words in order (a phrase), stemmed as the index is.
create function private.synonym_query(term text) returns tsquery language sql immutable set search_path = ''
as $$ select pg_catalog.phraseto_tsquery('english'::regconfig, term) $$;
revoke all on function private.synonym_query(text) from public, anon, authenticated, service_role;

-- ts_rewrite's rules, kept beside the synonyms (a trigger makes them again on every change) and
-- applied in two passes so a substitute is never rewritten again: each term becomes its group's
-- token (a lexeme no text holds), then each token the OR of the group's terms.
create table private.assistant_synonym_rules (
  target     tsquery not null,  -- the term, a phrase
  words      text[] not null,   -- its lexemes
  token      tsquery not null,
  substitute tsquery not null
);
revoke all on table private.assistant_synonym_rules from public, anon, authenticated, service_role;

create function private.make_synonym_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.assistant_synonym_rules;
  insert into private.assistant_synonym_rules (target, words, token, substitute)
  select distinct private.synonym_query(s.term),
         tsvector_to_array(to_tsvector('english'::regconfig, s.term)),
         format('''synonyms:%s''', md5(s.group_name))::tsquery,
         (select pg_catalog.string_agg(distinct format('(%s)', private.synonym_query(o.term)::text), ' | ')
            from private.assistant_synonyms o where o.group_name = s.group_name)::tsquery
  from private.assistant_synonyms s
  where pg_catalog.numnode(private.synonym_query(s.term)) > 0;
  return null;
end;
$$;
revoke all on function private.make_synonym_rules() from public, anon, authenticated, service_role;
create trigger assistant_synonyms_rules
  after insert or update or delete or truncate on private.assistant_synonyms
  for each statement execute function private.make_synonym_rules();

insert into private.assistant_synonyms (group_name, term) values
  ('preferred shares', 'preferred shares'), ('preferred shares', 'preferred share'),
  ('preferred shares', 'preferred stock'), ('preferred shares', 'preferred equity'),
  ('reinsurance block', 'reinsurance block'), ('reinsurance block', 'treaty'),
  ('reinsurance block', 'reinsurance treaty'), ('reinsurance block', 'reinsurance program'),
  ('accredited investor', 'accredited investor'), ('accredited investor', 'qualified investor'),
  ('accredited investor', 'qualified purchaser'), ('accredited investor', 'sophisticated investor'),
  ('distribution', 'distribution'), ('distribution', 'dividend'), ('distribution', 'payout'),
  ('ceding insurer', 'ceding insurer'), ('ceding insurer', 'cedent'), ('ceding insurer', 'ceding company'),
  ('retrocession', 'retrocession'), ('retrocession', 'retro cover'),
  ('consultation', 'consultation'), ('consultation', 'appointment'), ('consultation', 'meeting'),
  ('minimum investment', 'minimum investment'), ('minimum investment', 'minimum'),
  ('minimum investment', 'smallest investment'),
  ('fees', 'fee'), ('fees', 'cost'), ('fees', 'charge'), ('fees', 'expense'),
  ('tax', 'tax'), ('tax', 'taxation'), ('tax', 'irs'),
  ('liquidity', 'liquidity'), ('liquidity', 'lock-up'), ('liquidity', 'withdraw my money'),
  ('liquidity', 'redemption'),
  ('book', 'book'), ('book', 'schedule'), ('book', 'arrange'),
  ('capital', 'capital'), ('capital', 'money'), ('capital', 'funds'),
  ('office', 'office'), ('office', 'location'), ('office', 'address'), ('office', 'headquarters');



-- ===================================================================== 3. the splitter
-- What of some HTML is not the page's own text: comments, scripts, styles, SVG, forms, and links
-- holding a heading (a card leading to another page, as the related posts).
create function private.html_clean(html text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  t text := regexp_replace(coalesce(html, ''), '<!--.*?-->', '', 'g');
  tag text;
begin
  foreach tag in array array['script', 'style', 'svg', 'template', 'noscript', 'form', 'select', 'button'] loop
    t := regexp_replace(t, format('<%s[\s>].*?</%s\s*>', tag, tag), ' ', 'gi');
  end loop;
  return regexp_replace(t, '<a\s[^>]*?>((?!</a>).)*?<h[1-6].*?</a>', ' ', 'gi');
end;
$$;
revoke all on function private.html_clean(text) from public, anon, authenticated, service_role;

-- The text of some HTML (cleaned first): block ends kept as line breaks, the entities the
-- renderers emit decoded (&amp; last, so "&amp;lt;" stays "&lt;").
create function private.html_text(html text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  t text := coalesce(html, '');
  m text[];
begin
  -- A block's start or end is a line break; any other tag is nothing (words inside a paragraph
  -- are split by the renderer's own spaces).
  t := regexp_replace(t, '</?(p|div|li|ul|ol|dl|dt|dd|section|article|header|footer|nav|aside|main|blockquote|pre'
                         '|table|tr|td|th|figure|figcaption|h[1-6])(\s[^>]*)?>', E'\n', 'gi');
  t := regexp_replace(t, '<br\s*/?>', E'\n', 'gi');
  t := regexp_replace(t, '<[^>]*>', '', 'g');
  t := replace(replace(replace(replace(replace(t,
         '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&apos;', ''''), '&nbsp;', ' ');
  for m in select distinct regexp_matches(t, '&#([xX]?)([0-9a-fA-F]{1,6});', 'g') loop
    begin
      t := replace(t, '&#' || m[1] || m[2] || ';',
                   chr(case when m[1] = '' then m[2]::integer
                            else ('x' || lpad(m[2], 8, '0'))::bit(32)::integer end));
    exception when others then
      null;  -- not a character (0, a surrogate, a decimal with hex digits): left as written
    end;
  end loop;
  t := replace(t, '&amp;', '&');
  t := regexp_replace(t, '[ \t\r\f\v]+', ' ', 'g');
  t := regexp_replace(t, '\s*\n\s*', E'\n', 'g');
  return btrim(t, E' \n');
end;
$$;
revoke all on function private.html_text(text) from public, anon, authenticated, service_role;

-- Cuts HTML into passages at each <h2> and <h3>: the heading's id attribute is the anchor (null
-- when it has none), the text before the first heading is the intro (heading and anchor null).
-- A section longer than max_words is cut at paragraph ends (a paragraph longer still, at words);
-- a heading with no text under it gives no passage.
create function private.html_passages(html text, max_words integer default 200)
returns table (anchor text, heading text, body text, part integer)
language plpgsql
immutable
set search_path = ''
as $$
declare
  marked  text;
  piece   text;
  n       integer := 0;
  close_at integer;
  attrs   text;
  words   text[];
  chunk   text;
  chunk_words integer;
  para    text;
  para_words text[];
  i       integer;
begin
  if html is null then
    return;
  end if;
  -- \u0001 opens a heading, \u0002 closes it.
  marked := regexp_replace(private.html_clean(html), '<h[23](?=[\s>])', E'\u0001', 'gi');
  marked := regexp_replace(marked, '</h[23]\s*>', E'\u0002', 'gi');
  for piece in select p from regexp_split_to_table(marked, E'\u0001') with ordinality s(p, o) order by o loop
    n := n + 1;
    if n = 1 then
      anchor := null;
      heading := null;
      body := private.html_text(piece);
    else
      close_at := strpos(piece, '>');
      attrs := left(piece, close_at - 1);
      anchor := (regexp_match(attrs, '\sid\s*=\s*"([^"]+)"', 'i'))[1];
      if anchor is not null and anchor !~ '^[A-Za-z][A-Za-z0-9_:.-]*$' then
        anchor := null;  -- not an address fragment worth linking to (React's own ids start with ':')
      end if;
      heading := private.html_text(split_part(substr(piece, close_at + 1), E'\u0002', 1));
      body := private.html_text(substr(piece, close_at + 1 + strpos(substr(piece, close_at + 1), E'\u0002')));
      if strpos(piece, E'\u0002') = 0 then
        body := '';  -- an unclosed heading: its text is the heading, nothing follows
      end if;
    end if;
    continue when coalesce(body, '') = '';
    -- Short enough: one passage.
    words := regexp_split_to_array(body, '\s+');
    if cardinality(words) <= max_words then
      part := 1;
      return next;
      continue;
    end if;
    part := 0;
    chunk := '';
    chunk_words := 0;
    for para in select p from regexp_split_to_table(body, E'\n') with ordinality s(p, o) order by o loop
      para_words := regexp_split_to_array(para, '\s+');
      if chunk_words > 0 and chunk_words + cardinality(para_words) > max_words then
        part := part + 1;
        body := chunk;
        return next;
        chunk := '';
        chunk_words := 0;
      end if;
      if cardinality(para_words) > max_words then
        i := 1;
        while i <= cardinality(para_words) loop
          part := part + 1;
          body := array_to_string(para_words[i:i + max_words - 1], ' ');
          return next;
          i := i + max_words;
        end loop;
        continue;
      end if;
      chunk := case when chunk = '' then para else chunk || E'\n' || para end;
      chunk_words := chunk_words + cardinality(para_words);
    end loop;
    if chunk_words > 0 then
      part := part + 1;
      body := chunk;
      return next;
    end if;
  end loop;
end;
$$;
revoke all on function private.html_passages(text, integer) from public, anon, authenticated, service_role;

-- A version's HTML: the rendered_html the editor made, else its Markdown read roughly (headings
-- become h2/h3, links their text, emphasis marks dropped).
create function private.version_html(rendered_html text, markdown text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(rendered_html,
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      replace(replace(coalesce(markdown, ''), '&', '&amp;'), '<', '&lt;'),
      '^###\s+(.*)$', '<h3>\1</h3>', 'gn'),
      '^##\s+(.*)$', '<h2>\1</h2>', 'gn'),
      '!?\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
      '[*_`]+', '', 'g'),
      '\n\s*\n', E'\n<p>', 'g'));
$$;
revoke all on function private.version_html(text, text) from public, anon, authenticated, service_role;

-- ===================================================================== 4. posts
-- Replaces the passages of one released version (its address is its slug's).
create function private.index_post_version(revision_id bigint)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  rev public.post_revisions;
  added integer;
begin
  delete from public.assistant_passages a where a.revision_id = index_post_version.revision_id;
  select r.* into rev from public.post_revisions r where r.id = index_post_version.revision_id;
  if not found or rev.released_at is null or rev.withdrawn_at is not null then
    return 0;
  end if;
  insert into public.assistant_passages (source, post_id, revision_id, url, title, heading, body, position)
  select 'post', rev.post_id, rev.id,
         private.post_address(rev.post ->> 'slug') || coalesce('#' || p.anchor, ''),
         rev.post ->> 'title', coalesce(p.heading, rev.post ->> 'title'), p.body, p.ord::integer
  from private.html_passages(private.version_html(rev.rendered_html, rev.content)) with ordinality as p(anchor, heading, body, part, ord)
  where coalesce(rev.post ->> 'title', '') <> '';
  get diagnostics added = row_count;
  return added;
end;
$$;
revoke all on function private.index_post_version(bigint) from public, anon, authenticated, service_role;

-- In the transaction that releases or withdraws a version: a released version is indexed (and the
-- post's older versions dropped once it shows); a withdrawn one leaves the index.
create function private.index_released_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.withdrawn_at is not null then
    delete from public.assistant_passages a where a.revision_id = new.id;
    return null;
  end if;
  perform private.index_post_version(new.id);
  if (new.post ->> 'publish_at') is null or (new.post ->> 'publish_at')::timestamptz <= now() then
    delete from public.assistant_passages a
    using public.post_revisions r
    where a.revision_id = r.id and r.post_id = new.post_id and r.version < new.version;
  end if;
  return null;
end;
$$;
revoke all on function private.index_released_version() from public, anon, authenticated, service_role;
create trigger post_revisions_assistant_index
  after update of released_at, withdrawn_at on public.post_revisions
  for each row
  when (new.released_at is not null
        and (old.released_at is null or (old.withdrawn_at is null and new.withdrawn_at is not null)))
  execute function private.index_released_version();

-- ===================================================================== 5. pages
-- The build's pages, [{ url, title, html }] (html: the page's <main>), replace every page passage.
-- A page at a live database post's address is left to the post's own passages. Returns the count.
create function public.index_pages(pages jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  page jsonb;
  added integer;
begin
  if pages is null or jsonb_typeof(pages) <> 'array' then
    raise exception 'index_pages: pages must be an array of { url, title, html }' using errcode = '22023';
  end if;
  for page in select value from jsonb_array_elements(pages) loop
    if jsonb_typeof(page) <> 'object' or jsonb_typeof(page -> 'url') is distinct from 'string'
       or jsonb_typeof(page -> 'title') is distinct from 'string' or jsonb_typeof(page -> 'html') is distinct from 'string'
       or (page ->> 'url') !~ '^/[^#\s]*$' or char_length(page ->> 'url') > 1000 then
      raise exception 'index_pages: each page is { url: "/path", title, html }; not %', left(page::text, 200)
        using errcode = '22023';
    end if;
  end loop;
  -- One build at a time (two at once would each delete, then both insert); searches meanwhile
  -- read the pages as they were until this commits.
  perform pg_advisory_xact_lock(hashtextextended('public.assistant_passages: pages', 0));
  delete from public.assistant_passages a where a.source = 'page';
  insert into public.assistant_passages (source, url, title, heading, body, position)
  select 'page', pg.url || coalesce('#' || p.anchor, ''), pg.title, coalesce(p.heading, pg.title), p.body,
         p.ord::integer
  from jsonb_to_recordset(pages) as pg(url text, title text, html text)
  cross join lateral private.html_passages(pg.html) with ordinality as p(anchor, heading, body, part, ord)
  where not exists (select 1 from public.published_posts l where private.post_address(l.slug) = pg.url);
  get diagnostics added = row_count;
  return added;
end;
$$;
revoke all on function public.index_pages(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.index_pages(jsonb) to service_role;

-- ===================================================================== 6. search
-- Words a question is made of that say nothing about the subject (beyond the stop words).
create function private.question_filler() returns text[] language sql immutable set search_path = ''
as $$
  select tsvector_to_array(to_tsvector('english'::regconfig,
    'tell explain know want wanted like please would could can may might get need mean means say says '
    'hello hi thanks thank much many also ever really kind sort thing things anything something way '
    'help question answer someone somebody us'));
$$;
revoke all on function private.question_filler() from public, anon, authenticated, service_role;

-- A lexeme as a one-word query.
create function private.lexeme_query(lexeme text) returns tsquery language sql immutable set search_path = ''
as $$ select ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery $$;
revoke all on function private.lexeme_query(text) from public, anon, authenticated, service_role;

-- What a question asks about: each of its words (stop words and filler left out) as a query;
-- the words of a synonym term it names are that term, rewritten with ts_rewrite to the OR of the
-- term's group (in two passes, so a substitute is never rewritten again; longer terms first, so
-- "minimum investment" is not read as "minimum").
create function private.question_concepts(question text)
returns table (concept tsquery)
language sql
stable
security definer
set search_path = ''
as $$
  with doc as (select to_tsvector('english'::regconfig, question) as v),
  named as (  -- the synonym terms the question names, and their words
    select s.target, s.words
    from private.assistant_synonym_rules s, doc
    where doc.v @@ s.target
  ),
  words as (  -- the other words, as they are
    select private.lexeme_query(l) as concept
    from doc, unnest(tsvector_to_array(doc.v)) l
    where l <> all (private.question_filler())
      and not exists (select 1 from named n where l = any (n.words))
  )
  select w.concept from words w
  union
  select ts_rewrite(ts_rewrite(n.target, 'select target, token from private.assistant_synonym_rules order by numnode(target) desc'),
                    'select distinct token, substitute from private.assistant_synonym_rules')
  from named n;
$$;
revoke all on function private.question_concepts(text) from public, anon, authenticated, service_role;

-- The passages that best answer a question, best first: at most max_results (1..5), none when
-- nothing is relevant enough. Only what visitors see now: page passages and the passages of each
-- post's version in published_posts.
--   * Candidates match the OR of the question's concepts (the GIN index finds them); ts_rank_cd
--     ranks them (heading above title above text).
--   * Relevance: the share of the question a passage covers, each concept weighted by how rare it
--     is in the index (its inverse document frequency, counted through the same index). A passage
--     must cover at least 60 %: "What is the capital of France?" finds "capital" but not
--     "France", the one word that says what it is about, and gets nothing.
--   * rank = ts_rank_cd x that share.
create function public.search_passages(question text, max_results integer default 3)
returns table (url text, title text, heading text, body text, rank real)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total bigint;
begin
  if question is null or btrim(question, E' \t\r\n') = '' then
    raise exception 'search_passages: ask a question' using errcode = '22023';
  end if;
  if char_length(question) > 1000 then
    raise exception 'search_passages: a question is at most 1,000 characters' using errcode = '22023';
  end if;
  select count(*) into total from public.assistant_passages;
  return query
  with concepts as (
    select c.concept,
           ln((total + 1.0) / ((select count(*) from public.assistant_passages a where a.search @@ c.concept) + 0.5)) as idf
    from private.question_concepts(question) c
    where numnode(c.concept) > 0
  ),
  query as (
    select string_agg(format('(%s)', c.concept::text), ' | ')::tsquery as q, sum(c.idf) as weight from concepts c
  ),
  candidates as (
    select a.*, ts_rank_cd(a.search, query.q) as cd,
           (select sum(c.idf) from concepts c where a.search @@ c.concept) / query.weight as share
    from public.assistant_passages a, query
    where a.search @@ query.q
      and (a.source = 'page' or a.revision_id in (select p.revision_id from public.published_posts p))
  )
  select c.url, c.title, c.heading, c.body, (c.cd * c.share)::real
  from candidates c
  where c.share >= 0.6
  order by c.cd * c.share desc, c.id
  limit greatest(1, least(5, coalesce(max_results, 3)));
end;
$$;
revoke all on function public.search_passages(text, integer) from public, anon, authenticated, service_role;
grant execute on function public.search_passages(text, integer) to anon, authenticated, service_role;

-- ===================================================================== 7. what is live today
select private.index_post_version(r.id)
from public.post_revisions r
where r.released_at is not null and r.withdrawn_at is null;

commit;
