-- Notes v4: one link per recipient. The sender's first note (the group's anchor, link 1) is made by
-- create_note_v3 as before; add_note_recipient then adds links 2 to 10 for the same content, each
-- its own row with its own key and claim, so each one is read (and consumed) on its own, by the
-- same atomic read functions. The links share the anchor's expiry, reads, status and burn hashes:
-- the status link (the anchor's id) lists every link's state, the burn link destroys them all, and
-- the status claim may destroy one link (burn_note_link). Upgrades in place: existing notes are
-- groups of one and read as before.

alter table public.notes
  -- The anchor's id on every link of a group of several (the anchor's own included); null otherwise.
  add column group_id uuid,
  -- Which link of its group the row is (1 is the anchor), or null outside a group.
  add column recipient smallint;

alter table public.notes
  add constraint notes_recipient check (
    (group_id is null and recipient is null) or (group_id is not null and recipient between 1 and 10)
  );

create index notes_group_id on public.notes (group_id) where group_id is not null;

-- Adds one link to the group whose anchor is note_group, for the sender only: the caller presents
-- the status claim whose hash the anchor holds. The new row has its own content and claims (the
-- same text encrypted with the new link's key) and copies the anchor's expiry, reads, status and
-- burn hashes. The anchor row is locked, so concurrent additions take turns: a group never has
-- more than 10 links. Answers the new link's id.
create function public.add_note_recipient(
  note_group uuid,
  note_content text,
  note_claim_hash text,
  note_passphrase_claim_hash text,
  note_status_claim text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  anchor record;
  links integer;
  new_id uuid;
begin
  if note_status_claim is null or note_status_claim !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'The status claim must be 64 lowercase hex digits.';
  end if;
  select n.id, n.created_at, n.expires_at, n.max_reads, n.status_hash, n.burn_hash
  into anchor
  from public.notes n
  where n.id = note_group
    and (n.group_id is null or n.group_id = n.id)
    and n.expires_at > pg_catalog.now()
    and n.status_hash = pg_catalog.sha256(pg_catalog.decode(note_status_claim, 'hex'))
  for update;
  if not found then
    raise exception using errcode = '22023', message = 'No note matches this group and status claim.';
  end if;
  select pg_catalog.count(*) into links from public.notes n where n.group_id = anchor.id;
  if greatest(links, 1) >= 10 then
    raise exception using errcode = '22023', message = 'A note has at most 10 recipients.';
  end if;
  new_id := public.create_note_v3(
    note_content,
    note_claim_hash,
    case anchor.expires_at - anchor.created_at
      when interval '1 hour' then '1h' when interval '24 hours' then '1d' else '7d' end,
    pg_catalog.encode(anchor.status_hash, 'hex'),
    note_passphrase_claim_hash,
    anchor.max_reads,
    pg_catalog.encode(anchor.burn_hash, 'hex')
  );
  update public.notes n set group_id = anchor.id, recipient = 1 where n.id = anchor.id and n.group_id is null;
  update public.notes n
  set created_at = anchor.created_at, expires_at = anchor.expires_at,
    group_id = anchor.id, recipient = greatest(links, 1) + 1
  where n.id = new_id;
  return new_id;
end;
$$;

-- A row's state as the status link shows it (for the functions only: no grant).
create function public.note_state_json(n public.notes)
returns jsonb
language sql
stable
set search_path = ''
as $$
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
    -- Notes read before the reads were counted have their one read time in read_at only.
    'reads', pg_catalog.to_jsonb(array(
      select pg_catalog.to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      from pg_catalog.unnest(
        case when pg_catalog.cardinality(n.read_times) = 0 and n.read_at is not null
          then array[n.read_at] else n.read_times end
      ) t
      order by t
    ))
  );
$$;

revoke all on function public.note_state_json(public.notes) from public, anon, authenticated;

-- The status link, as before (the anchor's, link 1's, state at the top level), plus for a group
-- of several links `links`: each link's number and state, in order. A v3 client ignores the key.
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
  select public.note_state_json(n) || case when n.group_id is null then '{}'::jsonb else
    pg_catalog.jsonb_build_object('links', (
      select pg_catalog.jsonb_agg(
        public.note_state_json(g) || pg_catalog.jsonb_build_object('link', g.recipient)
        order by g.recipient)
      from public.notes g
      where g.group_id = n.id
    )) end
  into result
  from public.notes n
  where n.id = note_id
    and (n.group_id is null or n.group_id = n.id)
    and n.status_hash = pg_catalog.sha256(pg_catalog.decode(note_status_claim, 'hex'));
  return result;
end;
$$;

-- The burn link, as before, now destroying every live link of the group in one statement:
-- {"destroyed_at": time} when at least one was live, else null.
create or replace function public.burn_note(note_id uuid, note_burn_claim text)
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
  with burned as (
    update public.notes n
    set content = null, claim_hash = null, passphrase_claim_hash = null,
      destroyed_at = pg_catalog.now(), destroyed_by = 'sender'
    where (n.id = note_id or n.group_id = note_id)
      and n.content is not null
      and n.expires_at > pg_catalog.now()
      and n.burn_hash = pg_catalog.sha256(pg_catalog.decode(note_burn_claim, 'hex'))
    returning n.destroyed_at
  )
  select pg_catalog.jsonb_build_object(
    'destroyed_at', pg_catalog.to_char(pg_catalog.max(b.destroyed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  into result
  from burned b
  having pg_catalog.count(*) > 0;
  return result;
end;
$$;

-- The status link's burn action for one link of a group: for the matching status claim, destroys
-- link `note_link` of the group `note_id` (1: the anchor; a note without group is its own link 1)
-- if it is still live, in one UPDATE; {"destroyed_at": time}, or null. A read racing it serialises
-- on the row, as with burn_note.
create function public.burn_note_link(note_id uuid, note_link integer, note_status_claim text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if note_status_claim is null or note_status_claim !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  update public.notes n
  set content = null, claim_hash = null, passphrase_claim_hash = null,
    destroyed_at = pg_catalog.now(), destroyed_by = 'sender'
  where ((n.group_id = note_id and n.recipient = note_link)
      or (n.id = note_id and n.group_id is null and note_link = 1))
    and n.content is not null
    and n.expires_at > pg_catalog.now()
    and n.status_hash = pg_catalog.sha256(pg_catalog.decode(note_status_claim, 'hex'))
  returning pg_catalog.jsonb_build_object(
    'destroyed_at', pg_catalog.to_char(n.destroyed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  into result;
  return result;
end;
$$;

revoke all on function public.add_note_recipient(uuid, text, text, text, text) from public, anon, authenticated;
revoke all on function public.burn_note_link(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.add_note_recipient(uuid, text, text, text, text) to anon, authenticated;
grant execute on function public.burn_note_link(uuid, integer, text) to anon, authenticated;
