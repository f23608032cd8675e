-- A blog post's image is an https:// address or a path on this site (`/images/…`), the rule of
-- `isPostImage` (src/lib/backend/post-image.ts) and of `blogPostSchema`: a value such as
-- `http://[` is refused here too, whoever writes it. The patterns are the client's, spelled for
-- PostgreSQL: no control character, space or backslash anywhere; an https host of letters,
-- digits and hyphens whose last label starts with a letter. (The client also refuses a host
-- its URL parser rejects, such as invalid punycode: a case these patterns cannot see.)
--
-- NOT VALID: rows written before the rule are kept as they are (the blog shows such a post without
-- its image); every insert and update from now on is checked, and an admin who edits such a
-- post must give it a valid image.
alter table public.blog_posts
  add constraint blog_posts_image_url_check check (
    image ~ '^/([^/\\\x01-\x20\x7f][^\\\x01-\x20\x7f]*)?$'
    or image ~ '^https://([A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*([/?#][^\\\x01-\x20\x7f]*)?$'
  ) not valid;
