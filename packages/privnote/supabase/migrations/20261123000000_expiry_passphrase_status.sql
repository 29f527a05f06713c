-- Notes v2: an expiry the sender chooses (1 hour, 1 day or 7 days), an optional passphrase that a
-- wrong guess never burns (5 wrong tries destroy the note), and a status link that tells the sender
-- whether the note was read, without its content. Upgrades in place: every existing note keeps its
-- ciphertext, its claim and its 7-day expiry, and reads through `read_note` exactly as before.

alter table public.notes
  -- A read or destroyed v2 note keeps its row, without ciphertext or claims, until it expires.
  alter column content drop not null,
  alter column claim_hash drop not null,
  -- SHA-256 of the status claim (HKDF of the status key in the sender's status link).
  add column status_hash bytea,
  -- SHA-256 of the passphrase claim (HKDF of the link key and the PBKDF2-stretched passphrase).
  add column passphrase_claim_hash bytea,
  add column failed_attempts smallint not null default 0,
  add column read_at timestamptz,
  add column destroyed_at timestamptz;

-- The lifetime is one of the three choices, whatever the session's time zone (hours, not days).
alter table public.notes drop constraint notes_expiry;
alter table public.notes
  add constraint notes_expiry check (
    expires_at - created_at in (interval '1 hour', interval '24 hours', interval '168 hours')
  ),
  add constraint notes_status_hash_size check (pg_catalog.octet_length(status_hash) = 32),
  add constraint notes_passphrase_claim_hash_size check (pg_catalog.octet_length(passphrase_claim_hash) = 32),
  add constraint notes_failed_attempts check (failed_attempts between 0 and 5),
  -- Either live (ciphertext and claim, never read), or consumed: read or destroyed, nothing secret
  -- left, and kept only for the status link.
  add constraint notes_live_or_consumed check (
    (content is not null and claim_hash is not null and read_at is null and destroyed_at is null)
    or (
      content is null and claim_hash is null and passphrase_claim_hash is null
      and status_hash is not null and pg_catalog.num_nonnulls(read_at, destroyed_at) = 1
    )
  );

-- Creates a note with the sender's choices; returns the new id. The client names a lifetime, never
-- a timestamp: the database computes the expiry. The passphrase claim hash is null for a note
-- without a passphrase.
create function public.create_note_with_options(
  note_content text,
  note_claim_hash text,
  note_expiry text,
  note_status_hash text,
  note_passphrase_claim_hash text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lifetime interval;
  new_id uuid;
begin
  if note_content is null or pg_catalog.length(note_content) = 0 then
    raise exception using errcode = '22023', message = 'Note content is required.';
  end if;
  if pg_catalog.octet_length(note_content) > 65536 then
    raise exception using
      errcode = 'PT413',
      message = 'Note too large: the encrypted content exceeds 65536 bytes.',
      hint = 'Shorten the message.';
  end if;
  if note_claim_hash is null or note_claim_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The claim hash must be 64 lowercase hex digits.';
  end if;
  if note_status_hash is null or note_status_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The status hash must be 64 lowercase hex digits.';
  end if;
  if note_passphrase_claim_hash is not null and note_passphrase_claim_hash !~ '^[0-9a-f]{64}$' then
    raise exception using
      errcode = '22023',
      message = 'The passphrase claim hash must be 64 lowercase hex digits, or null.';
  end if;
  lifetime := case note_expiry
    when '1h' then interval '1 hour'
    when '1d' then interval '24 hours'
    when '7d' then interval '168 hours'
  end;
  if lifetime is null then
    raise exception using errcode = '22023', message = 'Unknown expiry: choose 1h, 1d or 7d.';
  end if;
  insert into public.notes (content, claim_hash, expires_at, status_hash, passphrase_claim_hash)
  values (
    note_content,
    pg_catalog.decode(note_claim_hash, 'hex'),
    pg_catalog.now() + lifetime,
    pg_catalog.decode(note_status_hash, 'hex'),
    pg_catalog.decode(note_passphrase_claim_hash, 'hex')
  )
  returning id into new_id;
  return new_id;
end;
$$;

-- Unchanged contract: whether an unread, unexpired note with this id exists.
create or replace function public.note_exists(note_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.notes n
    where n.id = note_id and n.content is not null and n.expires_at > pg_catalog.now()
  );
$$;

-- What the reveal step needs to know: null when no unread, unexpired note has this id; otherwise
-- whether it asks for a passphrase and how many wrong tries it has left. Consumes nothing.
create function public.note_info(note_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'passphrase', n.passphrase_claim_hash is not null,
    'remaining', 5 - n.failed_attempts
  )
  from public.notes n
  where n.id = note_id and n.content is not null and n.expires_at > pg_catalog.now();
$$;

-- Returns the ciphertext of a note without a passphrase, for the matching claim, before expiry, in
-- one statement: a note with a status link keeps a row without ciphertext (read time), any other is
-- deleted. Concurrent readers serialise on the row: exactly one gets it, the others null.
create or replace function public.read_note(note_id uuid, note_claim text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claim bytea;
  result text;
begin
  if note_claim is null or note_claim !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  claim := pg_catalog.sha256(pg_catalog.decode(note_claim, 'hex'));
  -- `old` is the same row before the update: content never changes until it is cleared, and a
  -- concurrent reader's update makes `n.content is not null` false on the recheck.
  with kept as (
    update public.notes n
    set content = null, claim_hash = null, viewed = true, read_at = pg_catalog.now()
    from public.notes old
    where old.id = n.id
      and n.id = note_id
      and n.status_hash is not null
      and n.passphrase_claim_hash is null
      and n.content is not null
      and n.expires_at > pg_catalog.now()
      and n.claim_hash = claim
    returning old.content
  ),
  deleted as (
    delete from public.notes n
    where n.id = note_id
      and n.status_hash is null
      and n.passphrase_claim_hash is null
      and n.content is not null
      and n.expires_at > pg_catalog.now()
      and n.claim_hash = claim
    returning n.content
  )
  select r.content into result
  from (select k.content from kept k union all select d.content from deleted d) r;
  return result;
end;
$$;

-- Reads a note that has a passphrase. Both claims must be presented: the link claim (whoever only
-- knows the id cannot try, nor burn) and the passphrase claim. One statement decides atomically:
--   right passphrase  -> {"content": ciphertext}, the row keeps only its read time;
--   wrong passphrase  -> {"remaining": n}, the count of wrong tries goes up by one, and the 5th
--                        wrong try destroys the ciphertext ({"remaining": 0});
--   no such live note, or wrong link claim -> null, nothing counted.
-- Concurrent tries serialise on the row and each recheck sees the latest count: never more than 5.
create function public.read_note_with_passphrase(
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
  claim bytea;
  given bytea;
  result jsonb;
begin
  if note_claim is null or note_claim !~ '^[0-9a-f]{64}$'
    or note_passphrase_claim is null or note_passphrase_claim !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  claim := pg_catalog.sha256(pg_catalog.decode(note_claim, 'hex'));
  given := pg_catalog.sha256(pg_catalog.decode(note_passphrase_claim, 'hex'));
  with attempt as (
    update public.notes n
    set
      failed_attempts = case when n.passphrase_claim_hash = given
        then n.failed_attempts else n.failed_attempts + 1 end,
      content = case when n.passphrase_claim_hash = given or n.failed_attempts + 1 >= 5
        then null else n.content end,
      claim_hash = case when n.passphrase_claim_hash = given or n.failed_attempts + 1 >= 5
        then null else n.claim_hash end,
      passphrase_claim_hash = case when n.passphrase_claim_hash = given or n.failed_attempts + 1 >= 5
        then null else n.passphrase_claim_hash end,
      viewed = n.passphrase_claim_hash = given,
      read_at = case when n.passphrase_claim_hash = given then pg_catalog.now() end,
      destroyed_at = case when n.passphrase_claim_hash <> given and n.failed_attempts + 1 >= 5
        then pg_catalog.now() end
    from public.notes old
    where old.id = n.id
      and n.id = note_id
      and n.passphrase_claim_hash is not null
      and n.content is not null
      and n.expires_at > pg_catalog.now()
      and n.claim_hash = claim
    returning old.passphrase_claim_hash = given as right_passphrase, n.failed_attempts, old.content
  )
  select case
    when a.right_passphrase then pg_catalog.jsonb_build_object('content', a.content)
    else pg_catalog.jsonb_build_object('remaining', 5 - a.failed_attempts)
  end
  into result
  from attempt a;
  return result;
end;
$$;

-- The status link: for the matching status claim, the note's state and times, never its content.
-- null when no note has this id and status claim (never existed, wrong token, or purged).
create function public.note_status(note_id uuid, note_status_claim text)
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
    'destroyed_at', pg_catalog.to_char(n.destroyed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  into result
  from public.notes n
  where n.id = note_id
    and n.status_hash = pg_catalog.sha256(pg_catalog.decode(note_status_claim, 'hex'));
  return result;
end;
$$;

revoke all on function public.create_note_with_options(text, text, text, text, text)
  from public, anon, authenticated;
revoke all on function public.note_info(uuid) from public, anon, authenticated;
revoke all on function public.read_note_with_passphrase(uuid, text, text) from public, anon, authenticated;
revoke all on function public.note_status(uuid, text) from public, anon, authenticated;
grant execute on function public.create_note_with_options(text, text, text, text, text)
  to anon, authenticated;
grant execute on function public.note_info(uuid) to anon, authenticated;
grant execute on function public.read_note_with_passphrase(uuid, text, text) to anon, authenticated;
grant execute on function public.note_status(uuid, text) to anon, authenticated;
