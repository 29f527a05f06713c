-- Notes v6: attachment bytes out of the database. A server that has a file store (local disk
-- under NOTES_DATA_DIR, or S3-compatible object storage) keeps each file's ciphertext there as one
-- object, the same 32 KiB chunk framing end to end, and the database keeps only what the object
-- is: its bundle, its file number, its declared ciphertext size and whether it arrived. The upload
-- is authorised by the server (reserve_note_file_object: the server alone calls it, as the owner,
-- with the client's address and its byte budgets) and the store itself enforces the size it
-- signed. Bundles in bytea chunks (before this migration, or a hosted project with no server)
-- stay as they were and readable through get_note_file_chunk.
--
-- Lifetime: an object dies with its bundle; a bundle row deleted (expiry, a burn, a destruction)
-- leaves its objects in note_file_garbage, in the same transaction, for the server's sweeper to
-- delete from the store. The reader who just read a note out keeps 10 minutes to download; a
-- burned or destroyed note's bundle goes at once (bytea bundles too).

alter table public.note_bundles
  add column storage text not null default 'rows' check (storage in ('rows', 'objects'));

create table public.note_file_objects (
  bundle_id uuid not null references public.note_bundles (id) on delete cascade,
  file_index smallint not null check (file_index >= 0),
  -- Ciphertext bytes, tags included: what the store was told to accept, and what the budgets count.
  size bigint not null check (size > 0),
  state text not null default 'reserved' check (state in ('reserved', 'stored')),
  created_at timestamptz not null default pg_catalog.now(),
  primary key (bundle_id, file_index)
);

-- Objects whose bundle is gone: the sweeper deletes them from the store, then the row. Kept a few
-- minutes after the first delete, so that an upload authorised before the bundle died and landing
-- after it is deleted as well.
create table public.note_file_garbage (
  bundle_id uuid not null,
  file_index smallint not null,
  size bigint not null,
  dead_at timestamptz not null default pg_catalog.now(),
  primary key (bundle_id, file_index)
);

-- Bytes authorised per client, for the hourly budget: a reservation counts when it is granted,
-- attached or not, deleted or not.
create table public.note_file_grants (
  client text not null,
  bytes bigint not null check (bytes > 0),
  granted_at timestamptz not null default pg_catalog.now()
);
create index note_file_grants_client_idx on public.note_file_grants (client, granted_at);

alter table public.note_file_objects enable row level security;
alter table public.note_file_garbage enable row level security;
alter table public.note_file_grants enable row level security;
revoke all on table public.note_file_objects from public, anon, authenticated;
revoke all on table public.note_file_garbage from public, anon, authenticated;
revoke all on table public.note_file_grants from public, anon, authenticated;

create function public.note_file_objects_to_garbage()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.note_file_garbage (bundle_id, file_index, size)
  values (old.bundle_id, old.file_index, old.size)
  on conflict (bundle_id, file_index) do update set dead_at = excluded.dead_at;
  return null;
end;
$$;
revoke all on function public.note_file_objects_to_garbage() from public, anon, authenticated;

-- Fires for the cascade from note_bundles too: every way a bundle goes leaves its objects here.
create trigger note_file_objects_after_delete
after delete on public.note_file_objects
for each row execute function public.note_file_objects_to_garbage();

-- A link read out (content consumed, or the row deleted by an old one-read call) leaves the reader
-- 10 minutes to download; a burn or a passphrase destruction deletes the bundle at once.
create or replace function public.note_files_after_change()
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
  if tg_op = 'UPDATE' and new.destroyed_by is not null then
    delete from public.note_bundles b where b.note_id = anchor;
  else
    update public.note_bundles b
    set expires_at = least(b.expires_at, pg_catalog.now() + interval '10 minutes')
    where b.note_id = anchor;
  end if;
  return null;
end;
$$;

-- The plaintext bytes a ciphertext of `size` bytes holds (chunks of 32 KiB each sealed with a
-- 16-byte tag, an empty file being one empty chunk), or null when no plaintext encrypts to it.
create function public.note_file_plaintext_bytes(size bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select p from (select size - 16 * ((size + 32783) / 32784) as p) x
  where size >= 16 and p >= 0 and p + 16 * greatest(1, (p + 32767) / 32768) = size;
$$;

-- Authorises the upload of file `note_file` of an open bundle (its upload claim) as one object of
-- `note_size` ciphertext bytes, counted against the client's bytes per window and the store's
-- budget. Answers 'ok' (the server may sign the upload), 'client_budget' or 'store_full' with the
-- seconds to wait; bad arguments raise. Asking again for a file reserved, not yet stored, with the
-- same size is 'ok' without counting twice (a retried upload). Taken one at a time
-- (a transaction-scoped lock), so concurrent uploads cannot both fit in the last bytes of a budget.
create function public.reserve_note_file_object(
  note_bundle uuid,
  note_upload_claim text,
  note_file integer,
  note_size bigint,
  note_client text,
  client_budget bigint,
  budget_window_seconds double precision,
  store_budget bigint
)
returns table (status text, retry_after_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bundle record;
  previous record;
  plaintext bigint;
  bundle_plaintext bigint;
  max_bytes bigint;
  used bigint;
  stored bigint;
  wait double precision;
begin
  if note_upload_claim is null or note_upload_claim !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The upload claim must be 64 lowercase hex digits.';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7344204);
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
  if note_file is null or note_file < 0 or note_file >= bundle.file_count then
    raise exception using errcode = '22023', message = 'The file number is out of range.';
  end if;
  if bundle.stored_bytes > 0 then
    raise exception using errcode = '22023', message = 'This bundle is uploaded in chunks: keep uploading it that way.';
  end if;
  plaintext := public.note_file_plaintext_bytes(note_size);
  if plaintext is null then
    raise exception using errcode = '22023',
      message = 'The size is not that of an encrypted file (32 KiB chunks, each with its 16-byte tag).';
  end if;
  select o.size, o.state into previous
  from public.note_file_objects o where o.bundle_id = bundle.id and o.file_index = note_file;
  if found then
    if previous.state = 'reserved' and previous.size = note_size then
      return query select 'ok'::text, 0;
      return;
    end if;
    raise exception using errcode = '22023', message = 'This file was already uploaded.';
  end if;
  select s.max_bytes into max_bytes from public.note_file_settings s;
  select coalesce(pg_catalog.sum(public.note_file_plaintext_bytes(o.size)), 0) into bundle_plaintext
  from public.note_file_objects o where o.bundle_id = bundle.id;
  if bundle_plaintext + plaintext > max_bytes then
    raise exception using errcode = 'PT413',
      message = pg_catalog.format('Files too large: a note attaches at most %s bytes of files in all.', max_bytes);
  end if;
  -- The client's budget: when enough of its oldest grants leave the window for this one to fit.
  select coalesce(pg_catalog.sum(g.bytes), 0) into used
  from public.note_file_grants g
  where g.client = note_client
    and g.granted_at > pg_catalog.now() - budget_window_seconds * interval '1 second';
  if used + note_size > client_budget then
    select pg_catalog.date_part('epoch', w.granted_at + budget_window_seconds * interval '1 second' - pg_catalog.now())
    into wait
    from (
      select g.granted_at,
        used - pg_catalog.sum(g.bytes) over (order by g.granted_at rows unbounded preceding) as left_after
      from public.note_file_grants g
      where g.client = note_client
        and g.granted_at > pg_catalog.now() - budget_window_seconds * interval '1 second'
    ) w
    where w.left_after + note_size <= client_budget
    order by w.granted_at
    limit 1;
    return query select 'client_budget'::text,
      greatest(1, pg_catalog.ceil(coalesce(wait, budget_window_seconds)))::integer;
    return;
  end if;
  select (select coalesce(pg_catalog.sum(o.size), 0) from public.note_file_objects o)
    + (select coalesce(pg_catalog.sum(g.size), 0) from public.note_file_garbage g)
  into stored;
  if stored + note_size > store_budget then
    return query select 'store_full'::text, 60;
    return;
  end if;
  insert into public.note_file_grants (client, bytes) values (note_client, note_size);
  insert into public.note_file_objects (bundle_id, file_index, size) values (bundle.id, note_file, note_size);
  -- An upload abandoned before it is attached is swept within 15 minutes.
  update public.note_bundles b
  set storage = 'objects', expires_at = least(b.expires_at, b.created_at + interval '15 minutes')
  where b.id = bundle.id;
  return query select 'ok'::text, 0;
end;
$$;

-- Marks an object as arrived; false when its bundle is gone (the caller deletes what it wrote).
create function public.note_file_object_stored(note_bundle uuid, note_file integer, note_size bigint)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with updated as (
    update public.note_file_objects o set state = 'stored'
    where o.bundle_id = note_bundle and o.file_index = note_file and o.size = note_size
    returning 1
  )
  select exists (select 1 from updated);
$$;

-- The objects of an attached, unexpired bundle, for its download claim (which only a successful
-- read reveals): file number and ciphertext size. No row when none matches.
create function public.note_file_objects_for_download(note_bundle uuid, note_download_claim text)
returns table (file_index integer, size bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select o.file_index::integer, o.size
  from public.note_bundles b
  join public.note_file_objects o on o.bundle_id = b.id
  where b.id = note_bundle
    and note_download_claim ~ '^[0-9a-f]{64}$'
    and b.note_id is not null
    and b.expires_at > pg_catalog.now()
    and b.download_hash = pg_catalog.sha256(pg_catalog.decode(note_download_claim, 'hex'))
  order by o.file_index;
$$;

-- A bundle stored as objects is attached only when every file was reserved: a note never points
-- at files that were never authorised.
create or replace function public.attach_note_files(
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
    and b.upload_hash = pg_catalog.sha256(pg_catalog.decode(note_upload_claim, 'hex'))
    and (b.storage = 'rows'
      or (select pg_catalog.count(*) from public.note_file_objects o where o.bundle_id = b.id) = b.file_count);
  if not found then
    raise exception using errcode = '22023', message = 'No open upload matches this bundle and claim.';
  end if;
  return true;
end;
$$;

-- The sweep's database half: deletes expired bundles (their objects become garbage) and grants
-- older than `keep_grants_seconds`; answers the garbage to delete from the store, and forgets the
-- garbage older than `keep_garbage_seconds` (deleted from the store by earlier sweeps).
create function public.sweep_note_files(keep_grants_seconds double precision, keep_garbage_seconds double precision)
returns table (bundle_id uuid, file_index integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.note_bundles b where b.expires_at <= pg_catalog.now();
  delete from public.note_file_grants g
  where g.granted_at <= pg_catalog.now() - keep_grants_seconds * interval '1 second';
  return query
    with forgotten as (
      delete from public.note_file_garbage g
      where g.dead_at <= pg_catalog.now() - keep_garbage_seconds * interval '1 second'
      returning g.bundle_id, g.file_index
    )
    select f.bundle_id, f.file_index::integer from forgotten f
    union all
    select g.bundle_id, g.file_index::integer from public.note_file_garbage g
    where g.dead_at > pg_catalog.now() - keep_garbage_seconds * interval '1 second';
end;
$$;

revoke all on function public.note_file_plaintext_bytes(bigint) from public, anon, authenticated;
revoke all on function public.reserve_note_file_object(uuid, text, integer, bigint, text, bigint, double precision, bigint)
  from public, anon, authenticated;
revoke all on function public.note_file_object_stored(uuid, integer, bigint) from public, anon, authenticated;
revoke all on function public.note_file_objects_for_download(uuid, text) from public, anon, authenticated;
revoke all on function public.sweep_note_files(double precision, double precision) from public, anon, authenticated;
