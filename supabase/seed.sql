-- Local development data for `supabase start` / `supabase db reset` (never pushed to a hosted
-- project unless asked with --include-seed; do not do that).
-- Creates the same accounts the embedded local backend has by default (.env.example):
--   admin@example.com  / admin-password   (holds the admin role)
--   member@example.com / member-password  (signs in, no role)
-- and two blog posts, one published and one draft.

do $$
declare
  accounts constant jsonb := '[
    {"id": "00000000-0000-4000-8000-00000000a001", "email": "admin@example.com",  "password": "admin-password"},
    {"id": "00000000-0000-4000-8000-00000000b002", "email": "member@example.com", "password": "member-password"}
  ]';
  account jsonb;
begin
  for account in select * from jsonb_array_elements(accounts) loop
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
      confirmation_token, email_change, email_change_token_new, recovery_token)
    values ('00000000-0000-0000-0000-000000000000', (account ->> 'id')::uuid, 'authenticated', 'authenticated',
      account ->> 'email', extensions.crypt(account ->> 'password', extensions.gen_salt('bf')), now(),
      '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', '')
    on conflict (id) do nothing;

    insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (gen_random_uuid(), (account ->> 'id')::uuid, account ->> 'id',
      jsonb_build_object('sub', account ->> 'id', 'email', account ->> 'email', 'email_verified', true),
      'email', now(), now(), now())
    on conflict do nothing;
  end loop;
end
$$;

insert into public.user_roles (user_id, role)
values ('00000000-0000-4000-8000-00000000a001', 'admin')
on conflict do nothing;

insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published) values
  ('post-seed-published', 'Welcome to the Hudson Reinsurance Partners blog',
   'How we will use this space to share insights on reinsurance investing.',
   'January 5, 2026', 'Hudson Reinsurance Partners', '/images/blog/understanding-reinsurance-investments.svg', 'welcome-to-our-blog',
   E'This is a seeded post for local development.\n\nIt is published, so visitors can read it.', true),
  ('post-seed-draft', 'A draft only admins can see',
   'Drafts are visible in the admin dashboard and hidden from visitors.',
   'January 6, 2026', 'Hudson Reinsurance Partners', '/images/blog/how-quarterly-distributions-work.svg', 'draft-only-admins-see',
   'This seeded post is a draft.', false)
on conflict (id) do nothing;
