-- Notes on a plain owner role. The functions run as their owner (SECURITY DEFINER), and FORCE ROW
-- LEVEL SECURITY applies the table's policies to the owner too. A superuser or BYPASSRLS owner
-- (Supabase's postgres, a local superuser) skips them, so the table worked without a policy; the
-- plain owner a managed PostgreSQL hands out (no SUPERUSER, no BYPASSRLS) saw no rows and could
-- insert none. This policy lets through whoever has the table owner's privileges, and so the
-- functions, and nobody else: anon and authenticated still hold no privilege on the table, and
-- would match no policy if someone granted them one.
create policy notes_owner_only on public.notes
  as permissive
  for all
  to public
  using (
    pg_catalog.pg_has_role(
      current_user,
      (select c.relowner from pg_catalog.pg_class c where c.oid = 'public.notes'::pg_catalog.regclass),
      'USAGE'
    )
  )
  with check (
    pg_catalog.pg_has_role(
      current_user,
      (select c.relowner from pg_catalog.pg_class c where c.oid = 'public.notes'::pg_catalog.regclass),
      'USAGE'
    )
  );
