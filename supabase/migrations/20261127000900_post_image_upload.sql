-- Post images are written by the server alone (docs/decisions/0017-publishing-round4.md, the
-- consequence "Image bytes, honestly" left open; operator steps in docs/operating-supabase.md).
--
--   * Drops the policies "post-images: admins upload" (INSERT) and "post-images: admins replace"
--     (UPDATE) on storage.objects: no API role but the service role can write an object of the
--     bucket `post-images` any more, so an admin calling the Storage API directly cannot store
--     bytes that are not the image they declare. Uploads go through the edge function
--     `upload-post-image`, which checks the caller, reads the file's first bytes and writes with
--     the service role (which bypasses row-level security; it names the object itself, under the
--     rule private.is_post_image_object checked for admins).
--   * Keeps "post-images: admins list" and "post-images: admins delete": admins still delete an
--     upload through Storage, and read back what they delete.
--   * Adds public.authorize_post_image_upload(): the function asks it with the caller's JWT. It
--     returns nothing for an admin (at aal2 while the firm requires a second factor:
--     private.is_admin) and raises 42501 otherwise, with the hint 'aal2' when only the second
--     factor is missing (private.require_admin).

begin;

drop policy if exists "post-images: admins upload" on storage.objects;
drop policy if exists "post-images: admins replace" on storage.objects;

-- SECURITY DEFINER: its body names private.require_admin, and API roles have no USAGE on schema
-- private. It reads only the caller's own role and session.
create function public.authorize_post_image_upload()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('authorize_post_image_upload');
end;
$$;
comment on function public.authorize_post_image_upload() is
  'Asked by the upload-post-image edge function as the caller: nothing for an admin (aal2 while required), else 42501.';
revoke all on function public.authorize_post_image_upload() from public, anon, authenticated, service_role;
grant execute on function public.authorize_post_image_upload() to authenticated;

commit;
