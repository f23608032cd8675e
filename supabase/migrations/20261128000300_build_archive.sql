-- Pages that change only with a deploy (issue 33, item 4): `npm run archive:build` records a build's
-- prerendered pages and its disclosure texts in public.communications_archive (with the service
-- role in a Supabase project; as the owner in a local database), through public.archive_build.
--
--   * A page is recorded when its HTML differs from the last recorded version of its address
--     (by SHA-256); an unchanged page records nothing.
--   * The disclosures are recorded when their version (the SHA-256 of their texts, as the build
--     computed it) differs from the last recorded one.
--   * Each given hash is checked against the content sent: a manifest that disagrees with its
--     files is refused (22023) and nothing of that build is recorded.

begin;

-- The last version of an address, and the last disclosures: found without a scan.
create index communications_archive_address_idx on public.communications_archive (kind, address, id desc);

-- build: { "built_at": text, "commit": text|null,
--          "pages": [{ "address": "/about", "title": text, "sha256": hex, "html": text }, ...],
--          "disclosures": { "version": hex, "text": the texts as JSON, exactly as hashed } }
-- Returns { "pages_recorded", "pages_unchanged", "disclosures_recorded": boolean, "disclosure_version" }.
create function public.archive_build(build jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  page          jsonb;
  html          text;
  recorded      integer := 0;
  unchanged     integer := 0;
  texts_json    text;
  version       text := build -> 'disclosures' ->> 'version';
  about_build   jsonb := jsonb_build_object('built_at', build ->> 'built_at', 'commit', build ->> 'commit');
  new_disclosures boolean := false;
begin
  if jsonb_typeof(build -> 'pages') is distinct from 'array'
     or jsonb_typeof(build -> 'disclosures' -> 'text') is distinct from 'string' then
    raise exception 'archive_build: a build is { pages: [...], disclosures: { version, text } }' using errcode = '22023';
  end if;
  for page in select * from jsonb_array_elements(build -> 'pages') loop
    html := page ->> 'html';
    if html is null or coalesce(page ->> 'address', '') !~ '^/' then
      raise exception 'archive_build: every page has an address starting with / and its html' using errcode = '22023';
    end if;
    if private.sha256_hex(html) is distinct from page ->> 'sha256' then
      raise exception 'archive_build: the HTML of % does not match its SHA-256 in the manifest', page ->> 'address'
        using errcode = '22023';
    end if;
    if (select a.sha256 from public.communications_archive a
        where a.kind = 'page' and a.address = page ->> 'address' order by a.id desc limit 1) = page ->> 'sha256' then
      unchanged := unchanged + 1;
    else
      perform private.archive('page', page ->> 'address', page ->> 'title', 'text/html', html, jsonb_build_object('build', about_build));
      recorded := recorded + 1;
    end if;
  end loop;

  -- The version is the SHA-256 of the texts' JSON as the build wrote it (src/content/disclosure-version.ts
  -- computes the same in the browser, for a printed report).
  texts_json := build -> 'disclosures' ->> 'text';
  if jsonb_typeof(texts_json::jsonb) is distinct from 'object' then
    raise exception 'archive_build: the disclosures'' text is a JSON object' using errcode = '22023';
  end if;
  if private.sha256_hex(texts_json) is distinct from version then
    raise exception 'archive_build: the disclosures'' version does not match their texts' using errcode = '22023';
  end if;
  if (select a.details ->> 'version' from public.communications_archive a
      where a.kind = 'disclosure' order by a.id desc limit 1) is distinct from version then
    perform private.archive('disclosure', null, 'Disclosures', 'application/json', texts_json,
      jsonb_build_object('version', version, 'build', about_build));
    new_disclosures := true;
  end if;
  return jsonb_build_object('pages_recorded', recorded, 'pages_unchanged', unchanged,
                            'disclosures_recorded', new_disclosures, 'disclosure_version', version);
end;
$$;
revoke all on function public.archive_build(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.archive_build(jsonb) to service_role;

commit;
