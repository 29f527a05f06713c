-- One-time secret notes: the table holds only ciphertext, and the only way in or out is through
-- SECURITY DEFINER functions. Runs unchanged on hosted Supabase, on PostgreSQL 15+ and on PGlite.

-- Supabase has these roles; plain PostgreSQL and PGlite do not.
do $roles$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
end
$roles$;

create table public.notes (
  id uuid primary key default pg_catalog.gen_random_uuid(),
  -- base64url(iv || AES-256-GCM ciphertext + tag): the key never reaches the database.
  content text not null,
  -- Kept for the spec's Note entity. A read deletes the row, so a stored note is always unread.
  viewed boolean not null default false,
  created_at timestamptz not null default pg_catalog.now(),
  expires_at timestamptz not null default (pg_catalog.now() + interval '7 days'),
  -- SHA-256 of the claim (HKDF of the note key) that a reader must present.
  claim_hash bytea not null,
  constraint notes_content_size check (pg_catalog.octet_length(content) <= 65536),
  constraint notes_claim_hash_size check (pg_catalog.octet_length(claim_hash) = 32),
  constraint notes_expiry check (expires_at = created_at + interval '7 days')
);

create index notes_expires_at_idx on public.notes (expires_at);

-- Nobody reads or writes the table directly: RLS on with no policy, and no privileges at all.
alter table public.notes enable row level security;
alter table public.notes force row level security;
revoke all on table public.notes from public, anon, authenticated;

-- Creates a note from its ciphertext and the hex SHA-256 of its claim; returns the new id.
create function public.create_note(note_content text, note_claim_hash text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  if note_content is null or pg_catalog.length(note_content) = 0 then
    raise exception using errcode = '22023', message = 'Note content is required.';
  end if;
  if pg_catalog.octet_length(note_content) > 65536 then
    -- PT413: PostgREST answers this SQLSTATE with HTTP 413.
    raise exception using
      errcode = 'PT413',
      message = 'Note too large: the encrypted content exceeds 65536 bytes.',
      hint = 'Shorten the message.';
  end if;
  if note_claim_hash is null or note_claim_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The claim hash must be 64 lowercase hex digits.';
  end if;
  insert into public.notes (content, claim_hash)
  values (note_content, pg_catalog.decode(note_claim_hash, 'hex'))
  returning id into new_id;
  return new_id;
end;
$$;

-- Whether an unexpired note with this id exists. Reads nothing, destroys nothing.
create function public.note_exists(note_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.notes n where n.id = note_id and n.expires_at > pg_catalog.now()
  );
$$;

-- Returns the ciphertext and deletes the note in one statement, only for the matching claim and
-- before expiry. Concurrent readers serialise on the row: exactly one gets it, the others null.
create function public.read_note(note_id uuid, note_claim text)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.notes n
  where n.id = note_id
    and n.expires_at > pg_catalog.now()
    and note_claim ~ '^[0-9a-f]{64}$'
    and n.claim_hash = pg_catalog.sha256(pg_catalog.decode(note_claim, 'hex'))
  returning n.content;
$$;

-- Deletes expired notes; returns how many. Run hourly (pg_cron below, or the embedded server).
create function public.purge_expired_notes()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with purged as (
    delete from public.notes n where n.expires_at <= pg_catalog.now() returning 1
  )
  select pg_catalog.count(*)::integer from purged;
$$;

-- PostgreSQL grants EXECUTE to PUBLIC by default (and Supabase to anon and authenticated).
revoke all on function public.create_note(text, text) from public, anon, authenticated;
revoke all on function public.note_exists(uuid) from public, anon, authenticated;
revoke all on function public.read_note(uuid, text) from public, anon, authenticated;
revoke all on function public.purge_expired_notes() from public, anon, authenticated;
grant execute on function public.create_note(text, text) to anon, authenticated;
grant execute on function public.note_exists(uuid) to anon, authenticated;
grant execute on function public.read_note(uuid, text) to anon, authenticated;

-- Hourly purge where pg_cron is available (hosted Supabase: enable it in Database > Extensions).
do $cron$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('purge-expired-notes', '0 * * * *', 'select public.purge_expired_notes()');
  end if;
exception
  -- pg_cron installed but not preloaded (shared_preload_libraries): the server's purge covers it.
  when others then
    raise notice 'pg_cron unavailable (%), expired notes are purged by the server instead.', sqlerrm;
end
$cron$;
