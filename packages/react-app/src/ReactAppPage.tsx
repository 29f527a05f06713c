import { Badge, Button, Card, PageHeader, Select, TextField, toast } from '@demos/kit';
import { Atom, RotateCcw, Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  filterMembers,
  initials,
  isValid,
  type Member,
  type MemberDraft,
  type MemberErrors,
  ROLES,
  type Role,
  validateMember,
} from './core/member';
import * as styles from './ReactAppPage.css';
import { createTeamStore, loadTeam, STORAGE_KEY, type TeamStore } from './store';

export interface ReactAppPageProps {
  /** A store to drive the page (stories, tests); by default the page makes its own. */
  store?: TeamStore;
  /** Where the team is saved between visits; null to keep it in memory only. */
  storage?: Storage | null;
}

const EMPTY_DRAFT: MemberDraft = { name: '', email: '', role: '' };

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function ReactAppPage({ store: injected, storage: injectedStorage }: ReactAppPageProps) {
  const [storage] = useState(() => (injectedStorage === undefined ? browserStorage() : injectedStorage));
  const [store] = useState(() => injected ?? createTeamStore(loadTeam(storage ?? undefined) ?? undefined));
  const members = useStore(store, (s) => s.members);

  // Save the team whenever it changes, so a reload keeps it.
  useEffect(() => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(members.map(({ id: _id, ...rest }) => rest)));
    } catch {
      // Storage full or blocked (private mode): the team simply stays in memory.
    }
  }, [members, storage]);

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Atom}
        title="Web App"
        description="A small React 19 app: a team directory with a validated form, instant search and filters, and a team that survives a reload (saved in this browser)."
      />
      <div className={styles.columns}>
        <MemberForm store={store} members={members} />
        <TeamCard store={store} members={members} />
      </div>
    </div>
  );
}

interface TeamProps {
  store: TeamStore;
  members: Member[];
}

/** The validated form: a field shows its error once it has been left (or the form submitted). */
function MemberForm({ store, members }: TeamProps) {
  const [draft, setDraft] = useState<MemberDraft>(EMPTY_DRAFT);
  const [touched, setTouched] = useState<Partial<Record<keyof MemberDraft, boolean>>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const errors: MemberErrors = validateMember(draft, members);
  const shown = (field: keyof MemberDraft) => (touched[field] ? errors[field] : undefined);
  const update = (field: keyof MemberDraft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const touch = (field: keyof MemberDraft) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, role: true });
    if (!isValid(errors)) return;
    store.getState().add(draft);
    toast.success('Member added', `${draft.name.trim()} joined the team.`);
    setDraft(EMPTY_DRAFT);
    setTouched({});
    nameRef.current?.focus();
  };

  return (
    <Card title="Add a team member" description="Every field is required.">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a team member">
        <TextField
          ref={nameRef}
          label="Full name"
          name="name"
          autoComplete="name"
          value={draft.name}
          onChange={update('name')}
          onBlur={touch('name')}
          error={shown('name')}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={update('email')}
          onBlur={touch('email')}
          error={shown('email')}
        />
        <Select
          label="Role"
          name="role"
          placeholder="Choose a role…"
          options={ROLES}
          value={draft.role}
          onChange={update('role')}
          onBlur={touch('role')}
          error={shown('role')}
        />
        <Button type="submit">
          <UserPlus size={16} aria-hidden />
          Add member
        </Button>
      </form>
    </Card>
  );
}

/** The team, searched (deferred, so typing stays instant) and filtered by role. */
function TeamCard({ store, members }: TeamProps) {
  const [query, setQuery] = useState('');
  const [roleFilter, setRoleFilter] = useState<Role | 'all'>('all');
  const deferredQuery = useDeferredValue(query);
  const visible = filterMembers(members, deferredQuery, roleFilter);
  return (
    <Card
      title="Team"
      description={`${visible.length} of ${members.length} ${members.length === 1 ? 'member' : 'members'}`}
      actions={
        <Button variant="ghost" size="sm" onClick={() => store.getState().reset()}>
          <RotateCcw size={14} aria-hidden />
          Reset
        </Button>
      }
    >
      <div className={styles.filters}>
        <TextField
          label="Search"
          type="search"
          placeholder="Name, e-mail or role"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          label="Role filter"
          options={[{ value: 'all', label: 'All roles' }, ...ROLES]}
          value={roleFilter}
          onChange={(event) => setRoleFilter(event.target.value as Role | 'all')}
        />
      </div>
      {visible.length === 0 ? (
        <p className={styles.empty}>
          {members.length === 0
            ? 'The team is empty. Add someone with the form.'
            : 'No member matches the search.'}
        </p>
      ) : (
        <ul className={styles.members} aria-label="Team members">
          {visible.map((member) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.avatar} aria-hidden>
                {initials(member.name)}
              </span>
              <div className={styles.memberText}>
                <span className={styles.memberHeading}>
                  <span className={styles.memberName}>{member.name}</span>
                  <Badge tone="accent">{member.role}</Badge>
                </span>
                <span className={styles.memberEmail} title={member.email}>
                  {member.email}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${member.name}`}
                onClick={() => store.getState().remove(member.id)}
              >
                <Trash2 size={16} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
