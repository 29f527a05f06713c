-- Notes v3: a note the sender lets be read several times (1 to 10, counted in its row), and a burn
-- link for the sender (a third random key, whose claim destroys the note but reads nothing).
-- Upgrades in place: every existing note reads once, as before, and its status link keeps working.

alter table public.notes
  add column max_reads smallint not null default 1,
  add column read_count smallint not null default 0,
  -- When each read happened, oldest first (the status link lists them).
  add column read_times timestamptz[] not null default '{}',
  -- SHA-256 of the burn claim (HKDF of the burn key in the sender's burn link).
  add column burn_hash bytea,
  -- Why a destroyed note was destroyed: 'passphrase' (5 wrong tries) or 'sender' (burn link).
  -- Null on notes destroyed before this migration, which only a passphrase could destroy.
  add column destroyed_by text;

alter table public.notes
  add constraint notes_max_reads check (max_reads between 1 and 10),
  add constraint notes_read_count check (read_count between 0 and max_reads),
  add constraint notes_burn_hash_size check (pg_catalog.octet_length(burn_hash) = 32),
  add constraint notes_destroyed_by check (
    destroyed_by is null or (destroyed_by in ('passphrase', 'sender') and destroyed_at is not null)
  );

-- Creates a note with the sender's choices, how many times it may be read, and the hash of its
-- burn claim (null: no burn link). The checks and the insert are create_note_with_options's.
create function public.create_note_v3(
  note_content text,
  note_claim_hash text,
  note_expiry text,
  note_status_hash text,
  note_passphrase_claim_hash text,
  note_max_reads integer,
  note_burn_hash text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  if note_max_reads is null or note_max_reads not between 1 and 10 then
    raise exception using errcode = '22023', message = 'The number of reads must be between 1 and 10.';
  end if;
  if note_burn_hash is not null and note_burn_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The burn hash must be 64 lowercase hex digits, or null.';
  end if;
  new_id := public.create_note_with_options(
    note_content, note_claim_hash, note_expiry, note_status_hash, note_passphrase_claim_hash
  );
  update public.notes n
  set max_reads = note_max_reads, burn_hash = pg_catalog.decode(note_burn_hash, 'hex')
  where n.id = new_id;
  return new_id;
end;
$$;

-- One read of a note without a passphrase, for the matching claim, before expiry:
-- {"content": ciphertext, "read": n, "reads": max}. The row is locked (FOR UPDATE) before it is
-- counted, so concurrent readers take turns and each one rechecks the latest row: a note allowed
-- 3 reads gives its content to exactly 3 of them. The last read consumes it as read_note always
-- did (row kept without ciphertext when it has a status link, deleted otherwise). null: nothing.
create function public.read_note_counted(note_id uuid, note_claim text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_note record;
begin
  if note_claim is null or note_claim !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select n.content, n.read_count, n.max_reads, n.status_hash is not null as kept
  into found_note
  from public.notes n
  where n.id = note_id
    and n.passphrase_claim_hash is null
    and n.content is not null
    and n.expires_at > pg_catalog.now()
    and n.claim_hash = pg_catalog.sha256(pg_catalog.decode(note_claim, 'hex'))
  for update;
  if not found then
    return null;
  end if;
  if found_note.read_count + 1 < found_note.max_reads then
    update public.notes n
    set read_count = n.read_count + 1, read_times = n.read_times || pg_catalog.now()
    where n.id = note_id;
  elsif found_note.kept then
    update public.notes n
    set content = null, claim_hash = null, viewed = true, read_at = pg_catalog.now(),
      read_count = n.read_count + 1, read_times = n.read_times || pg_catalog.now()
    where n.id = note_id;
  else
    delete from public.notes n where n.id = note_id;
  end if;
  return pg_catalog.jsonb_build_object(
    'content', found_note.content,
    'read', found_note.read_count + 1,
    'reads', found_note.max_reads
  );
end;
$$;

-- Unchanged contract (the ciphertext or null), now counting reads like read_note_counted.
create or replace function public.read_note(note_id uuid, note_claim text)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select public.read_note_counted(note_id, note_claim) ->> 'content';
$$;

-- As before (both claims; a wrong passphrase counts, the 5th destroys the note), with reads
-- counted like read_note_counted: the right passphrase answers {"content", "read", "reads"}.
create or replace function public.read_note_with_passphrase(
  note_id uuid,
  note_claim text,
  note_passphrase_claim text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_note record;
  failed smallint;
begin
  if note_claim is null or note_claim !~ '^[0-9a-f]{64}$'
    or note_passphrase_claim is null or note_passphrase_claim !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select n.content, n.read_count, n.max_reads, n.failed_attempts,
    n.passphrase_claim_hash = pg_catalog.sha256(pg_catalog.decode(note_passphrase_claim, 'hex')) as right_passphrase
  into found_note
  from public.notes n
  where n.id = note_id
    and n.passphrase_claim_hash is not null
    and n.content is not null
    and n.expires_at > pg_catalog.now()
    and n.claim_hash = pg_catalog.sha256(pg_catalog.decode(note_claim, 'hex'))
  for update;
  if not found then
    return null;
  end if;
  if not found_note.right_passphrase then
    failed := found_note.failed_attempts + 1;
    if failed >= 5 then
      update public.notes n
      set failed_attempts = failed, content = null, claim_hash = null, passphrase_claim_hash = null,
        viewed = false, destroyed_at = pg_catalog.now(), destroyed_by = 'passphrase'
      where n.id = note_id;
    else
      update public.notes n set failed_attempts = failed where n.id = note_id;
    end if;
    return pg_catalog.jsonb_build_object('remaining', 5 - failed);
  end if;
  if found_note.read_count + 1 < found_note.max_reads then
    update public.notes n
    set read_count = n.read_count + 1, read_times = n.read_times || pg_catalog.now()
    where n.id = note_id;
  else
    -- A passphrase note always has a status link (create_note_with_options): the row stays.
    update public.notes n
    set content = null, claim_hash = null, passphrase_claim_hash = null, viewed = true,
      read_at = pg_catalog.now(), read_count = n.read_count + 1,
      read_times = n.read_times || pg_catalog.now()
    where n.id = note_id;
  end if;
  return pg_catalog.jsonb_build_object(
    'content', found_note.content,
    'read', found_note.read_count + 1,
    'reads', found_note.max_reads
  );
end;
$$;

-- The burn link: for the matching burn claim, destroys a live note in one statement and answers
-- {"destroyed_at": time}; null when no live note matches (already read, destroyed, expired, or a
-- wrong claim). It never returns the content. A read and a burn racing serialise on the row:
-- whichever comes second finds no ciphertext left.
create function public.burn_note(note_id uuid, note_burn_claim text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if note_burn_claim is null or note_burn_claim !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  update public.notes n
  set content = null, claim_hash = null, passphrase_claim_hash = null,
    destroyed_at = pg_catalog.now(), destroyed_by = 'sender'
  where n.id = note_id
    and n.content is not null
    and n.expires_at > pg_catalog.now()
    and n.burn_hash = pg_catalog.sha256(pg_catalog.decode(note_burn_claim, 'hex'))
  returning pg_catalog.jsonb_build_object(
    'destroyed_at', pg_catalog.to_char(n.destroyed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  into result;
  return result;
end;
$$;

-- The reveal step also learns how many reads the note has left (a v2 client ignores the key).
create or replace function public.note_info(note_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'passphrase', n.passphrase_claim_hash is not null,
    'remaining', 5 - n.failed_attempts,
    'reads_left', n.max_reads - n.read_count
  )
  from public.notes n
  where n.id = note_id and n.content is not null and n.expires_at > pg_catalog.now();
$$;

-- The status link, as before, plus every read's time, how many reads were allowed, and who
-- destroyed a destroyed note ('passphrase' or 'sender'). A v2 client ignores the new keys.
create or replace function public.note_status(note_id uuid, note_status_claim text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if note_status_claim is null or note_status_claim !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select pg_catalog.jsonb_build_object(
    'state', case
      when n.read_at is not null then 'read'
      when n.destroyed_at is not null then 'destroyed'
      when n.expires_at <= pg_catalog.now() then 'expired'
      else 'unread'
    end,
    'expires_at', pg_catalog.to_char(n.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'read_at', pg_catalog.to_char(n.read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'destroyed_at', pg_catalog.to_char(n.destroyed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'destroyed_by', case when n.destroyed_at is not null then coalesce(n.destroyed_by, 'passphrase') end,
    'max_reads', n.max_reads,
    -- Notes read before this migration have their one read time in read_at only.
    'reads', pg_catalog.to_jsonb(array(
      select pg_catalog.to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      from pg_catalog.unnest(
        case when pg_catalog.cardinality(n.read_times) = 0 and n.read_at is not null
          then array[n.read_at] else n.read_times end
      ) t
      order by t
    ))
  )
  into result
  from public.notes n
  where n.id = note_id
    and n.status_hash = pg_catalog.sha256(pg_catalog.decode(note_status_claim, 'hex'));
  return result;
end;
$$;

revoke all on function public.create_note_v3(text, text, text, text, text, integer, text)
  from public, anon, authenticated;
revoke all on function public.read_note_counted(uuid, text) from public, anon, authenticated;
revoke all on function public.burn_note(uuid, text) from public, anon, authenticated;
grant execute on function public.create_note_v3(text, text, text, text, text, integer, text)
  to anon, authenticated;
grant execute on function public.read_note_counted(uuid, text) to anon, authenticated;
grant execute on function public.burn_note(uuid, text) to anon, authenticated;
