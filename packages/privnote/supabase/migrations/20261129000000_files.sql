-- Notes v5: files attached to a note. The browser encrypts each file in 32 KiB chunks (AES-256-GCM,
-- a random files key) and uploads them, as text (base64), one RPC call per chunk, into a bundle;
-- the server only ever holds ciphertext. The files key, the names, the sizes and the bundle's
-- download claim travel inside the note's own (encrypted) content, so only a reader whose read
-- succeeded can fetch the chunks: the one-time read stays the atomic read it was, and a racing
-- second reader, who gets no content, gets no way to the files either. One bundle per note group:
-- every recipient's link carries the same files key, encrypted under its own link key.
--
-- Lifetime: an unattached bundle lives 1 hour (an abandoned upload); attach_note_files ties it to
-- a note's group and its expiry. When the group has no live link left (read, burned, destroyed),
-- the bundle stays readable 1 hour at most, for the reader who just read it to download, and none
-- at all when the sender burned the note. The purge deletes expired bundles with their chunks.
-- Notes without files are untouched.

create table public.note_file_settings (
  id boolean primary key default true check (id),
  -- Most plaintext bytes one note may attach in all (NOTES_MAX_BYTES: the server sets it on start).
  max_bytes bigint not null default 10485760 check (max_bytes between 1 and 1073741824),
  max_files smallint not null default 5 check (max_files between 1 and 100)
);
insert into public.note_file_settings default values;

create table public.note_bundles (
  id uuid primary key default gen_random_uuid(),
  upload_hash bytea not null check (pg_catalog.octet_length(upload_hash) = 32),
  download_hash bytea not null check (pg_catalog.octet_length(download_hash) = 32),
  file_count smallint not null check (file_count between 1 and 100),
  -- Plaintext bytes stored so far (each chunk's length less its tag), kept by put_note_file_chunk.
  stored_bytes bigint not null default 0,
  -- The anchor (link 1) of the note the bundle belongs to, once attached; null while uploading.
  note_id uuid unique,
  created_at timestamptz not null default pg_catalog.now(),
  expires_at timestamptz not null default pg_catalog.now() + interval '1 hour'
);

create table public.note_file_chunks (
  bundle_id uuid not null references public.note_bundles (id) on delete cascade,
  file_index smallint not null,
  chunk_index integer not null check (chunk_index >= 0),
  data bytea not null,
  primary key (bundle_id, file_index, chunk_index)
);

alter table public.note_file_settings enable row level security;
alter table public.note_bundles enable row level security;
alter table public.note_file_chunks enable row level security;
revoke all on table public.note_file_settings from public, anon, authenticated;
revoke all on table public.note_bundles from public, anon, authenticated;
revoke all on table public.note_file_chunks from public, anon, authenticated;

-- A chunk is its plaintext (at most 32 KiB) and the 16-byte GCM tag.
create function public.note_file_chunk_overhead()
returns integer language sql immutable set search_path = '' as $$ select 16 $$;

-- The limits the page states: {"max_bytes", "max_files", "chunk_bytes"}.
create function public.note_files_limits()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('max_bytes', s.max_bytes, 'max_files', s.max_files, 'chunk_bytes', 32768)
  from public.note_file_settings s;
$$;

-- Starts a bundle of `note_file_count` files; its id. The uploader keeps the upload claim, the
-- note's content will carry the download claim; the server keeps their hashes.
create function public.create_note_files(note_upload_hash text, note_download_hash text, note_file_count integer)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits record;
  new_id uuid;
begin
  select s.max_files, s.max_bytes into limits from public.note_file_settings s;
  if note_file_count is null or note_file_count < 1 or note_file_count > limits.max_files then
    raise exception using errcode = '22023',
      message = pg_catalog.format('Too many files: a note attaches at most %s files.', limits.max_files);
  end if;
  if note_upload_hash is null or note_upload_hash !~ '^[0-9a-f]{64}$'
    or note_download_hash is null or note_download_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The upload and download hashes must be 64 lowercase hex digits.';
  end if;
  insert into public.note_bundles (upload_hash, download_hash, file_count)
  values (pg_catalog.decode(note_upload_hash, 'hex'), pg_catalog.decode(note_download_hash, 'hex'), note_file_count)
  returning id into new_id;
  return new_id;
end;
$$;

-- Stores one encrypted chunk (base64) of an unattached bundle, for its upload claim; answers the
-- plaintext bytes the bundle holds now. The bundle row is locked, so concurrent uploads of one
-- bundle take turns and its total never passes max_bytes.
create function public.put_note_file_chunk(
  note_bundle uuid,
  note_upload_claim text,
  note_file integer,
  note_chunk integer,
  note_data text
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bundle record;
  bytes bytea;
  total bigint;
  max_bytes bigint;
begin
  if note_upload_claim is null or note_upload_claim !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The upload claim must be 64 lowercase hex digits.';
  end if;
  select b.id, b.file_count, b.stored_bytes into bundle
  from public.note_bundles b
  where b.id = note_bundle
    and b.note_id is null
    and b.expires_at > pg_catalog.now()
    and b.upload_hash = pg_catalog.sha256(pg_catalog.decode(note_upload_claim, 'hex'))
  for update;
  if not found then
    raise exception using errcode = '22023', message = 'No open upload matches this bundle and claim.';
  end if;
  if note_file is null or note_file < 0 or note_file >= bundle.file_count or note_chunk is null or note_chunk < 0 then
    raise exception using errcode = '22023', message = 'The file or chunk number is out of range.';
  end if;
  begin
    bytes := pg_catalog.decode(note_data, 'base64');
  exception when others then
    raise exception using errcode = '22023', message = 'The chunk must be base64.';
  end;
  if bytes is null or pg_catalog.octet_length(bytes) < public.note_file_chunk_overhead()
    or pg_catalog.octet_length(bytes) > 32768 + public.note_file_chunk_overhead() then
    raise exception using errcode = '22023', message = 'A chunk holds at most 32768 bytes and its 16-byte tag.';
  end if;
  select s.max_bytes into max_bytes from public.note_file_settings s;
  total := bundle.stored_bytes + pg_catalog.octet_length(bytes) - public.note_file_chunk_overhead();
  if total > max_bytes then
    -- PT413: PostgREST answers this SQLSTATE with HTTP 413.
    raise exception using errcode = 'PT413',
      message = pg_catalog.format('Files too large: a note attaches at most %s bytes of files in all.', max_bytes);
  end if;
  insert into public.note_file_chunks (bundle_id, file_index, chunk_index, data)
  values (bundle.id, note_file, note_chunk, bytes);
  update public.note_bundles b set stored_bytes = total where b.id = bundle.id;
  return total;
exception
  when unique_violation then
    raise exception using errcode = '22023', message = 'This chunk was already uploaded.';
end;
$$;

-- Ties an uploaded bundle to a note's group, for its sender: the upload claim and the note's
-- status claim. The bundle then lives as the note does. true, or an error.
create function public.attach_note_files(
  note_bundle uuid,
  note_upload_claim text,
  note_id uuid,
  note_status_claim text
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  anchor record;
begin
  if note_upload_claim is null or note_upload_claim !~ '^[0-9a-f]{64}$'
    or note_status_claim is null or note_status_claim !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The claims must be 64 lowercase hex digits.';
  end if;
  select n.id, n.expires_at into anchor
  from public.notes n
  where n.id = note_id
    and (n.group_id is null or n.group_id = n.id)
    and n.content is not null
    and n.expires_at > pg_catalog.now()
    and n.status_hash = pg_catalog.sha256(pg_catalog.decode(note_status_claim, 'hex'));
  if not found then
    raise exception using errcode = '22023', message = 'No live note matches this id and status claim.';
  end if;
  update public.note_bundles b
  set note_id = anchor.id, expires_at = anchor.expires_at
  where b.id = note_bundle
    and b.note_id is null
    and b.expires_at > pg_catalog.now()
    and b.upload_hash = pg_catalog.sha256(pg_catalog.decode(note_upload_claim, 'hex'));
  if not found then
    raise exception using errcode = '22023', message = 'No open upload matches this bundle and claim.';
  end if;
  return true;
end;
$$;

-- One encrypted chunk (base64) of an attached, unexpired bundle, for its download claim (which
-- only a successful read of the note reveals); null when none matches.
create function public.get_note_file_chunk(
  note_bundle uuid,
  note_download_claim text,
  note_file integer,
  note_chunk integer
)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(c.data, 'base64'), E'\n', '')
  from public.note_bundles b
  join public.note_file_chunks c on c.bundle_id = b.id
  where b.id = note_bundle
    and note_download_claim ~ '^[0-9a-f]{64}$'
    and b.note_id is not null
    and b.expires_at > pg_catalog.now()
    and b.download_hash = pg_catalog.sha256(pg_catalog.decode(note_download_claim, 'hex'))
    and c.file_index = note_file
    and c.chunk_index = note_chunk;
$$;

-- When a link of a group is consumed, burned, destroyed or deleted and no live link is left, the
-- group's bundle gets 1 hour at most (the last reader downloads), or is deleted when the sender
-- burned it. In the same transaction as the read or burn that caused it.
create function public.note_files_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  anchor uuid := coalesce(old.group_id, old.id);
begin
  if exists (
    select 1 from public.notes n
    where (n.id = anchor or n.group_id = anchor) and n.content is not null and n.expires_at > pg_catalog.now()
  ) then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.destroyed_by = 'sender' then
    delete from public.note_bundles b where b.note_id = anchor;
  else
    update public.note_bundles b
    set expires_at = least(b.expires_at, pg_catalog.now() + interval '1 hour')
    where b.note_id = anchor;
  end if;
  return null;
end;
$$;

revoke all on function public.note_files_after_change() from public, anon, authenticated;

create trigger notes_files_after_update
after update of content on public.notes
for each row when (old.content is not null and new.content is null)
execute function public.note_files_after_change();

create trigger notes_files_after_delete
after delete on public.notes
for each row execute function public.note_files_after_change();

-- The purge, as before, plus expired bundles (their chunks go with them).
create or replace function public.purge_expired_notes()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.note_bundles b where b.expires_at <= pg_catalog.now();
  with purged as (
    delete from public.notes n where n.expires_at <= pg_catalog.now() returning 1
  )
  select pg_catalog.count(*)::integer from purged;
$$;

revoke all on function public.note_file_chunk_overhead() from public, anon, authenticated;
revoke all on function public.note_files_limits() from public, anon, authenticated;
revoke all on function public.create_note_files(text, text, integer) from public, anon, authenticated;
revoke all on function public.put_note_file_chunk(uuid, text, integer, integer, text) from public, anon, authenticated;
revoke all on function public.attach_note_files(uuid, text, uuid, text) from public, anon, authenticated;
revoke all on function public.get_note_file_chunk(uuid, text, integer, integer) from public, anon, authenticated;
grant execute on function public.note_files_limits() to anon, authenticated;
grant execute on function public.create_note_files(text, text, integer) to anon, authenticated;
grant execute on function public.put_note_file_chunk(uuid, text, integer, integer, text) to anon, authenticated;
grant execute on function public.attach_note_files(uuid, text, uuid, text) to anon, authenticated;
grant execute on function public.get_note_file_chunk(uuid, text, integer, integer) to anon, authenticated;
