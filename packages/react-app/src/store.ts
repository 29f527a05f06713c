import { createIdGenerator } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import {
  type Member,
  type MemberDraft,
  type MemberErrors,
  ROLES,
  type Role,
  validateMember,
} from './core/member';

export const STORAGE_KEY = 'react-app:team';

export const SAMPLE_TEAM: readonly Omit<Member, 'id'>[] = [
  { name: 'Camille Durand', email: 'camille@halcyonlabs.dev', role: 'Engineer' },
  { name: 'Noah Martin', email: 'noah@halcyonlabs.dev', role: 'Designer' },
  { name: 'Inès Laurent', email: 'ines@halcyonlabs.dev', role: 'Product' },
];

export interface TeamState {
  members: Member[];
  /** Validates and adds; returns the errors (empty when the member was added). */
  add: (draft: MemberDraft) => MemberErrors;
  remove: (id: string) => void;
  reset: () => void;
}

/** Reads a saved team, ignoring anything malformed (storage is user-editable). */
export function loadTeam(storage: Pick<Storage, 'getItem'> | undefined): Omit<Member, 'id'>[] | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter(
      (m): m is Omit<Member, 'id'> =>
        typeof m === 'object' &&
        m !== null &&
        typeof m.name === 'string' &&
        typeof m.email === 'string' &&
        (ROLES as readonly string[]).includes(m.role),
    );
  } catch {
    return null;
  }
}

export function createTeamStore(initial: readonly Omit<Member, 'id'>[] = SAMPLE_TEAM) {
  const nextId = createIdGenerator('member');
  const withIds = (list: readonly Omit<Member, 'id'>[]) => list.map((m) => ({ ...m, id: nextId() }));
  return createStore<TeamState>()((set, get) => ({
    members: withIds(initial),
    add: (draft) => {
      const errors = validateMember(draft, get().members);
      if (Object.keys(errors).length > 0) return errors;
      const member: Member = {
        id: nextId(),
        name: draft.name.trim().replace(/\s+/g, ' '),
        email: draft.email.trim().toLowerCase(),
        role: draft.role as Role,
      };
      set((state) => ({ members: [...state.members, member] }));
      return {};
    },
    remove: (id) => set((state) => ({ members: state.members.filter((m) => m.id !== id) })),
    reset: () => set({ members: withIds(SAMPLE_TEAM) }),
  }));
}

export type TeamStore = ReturnType<typeof createTeamStore>;
