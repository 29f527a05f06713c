import { describe, expect, it } from 'vitest';
import { createTeamStore, loadTeam, SAMPLE_TEAM, STORAGE_KEY } from './store';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === STORAGE_KEY ? value : null),
});

describe('team store', () => {
  it('starts with the sample team', () => {
    expect(
      createTeamStore()
        .getState()
        .members.map((m) => m.name),
    ).toEqual(SAMPLE_TEAM.map((m) => m.name));
  });

  it('adds a valid member, normalised, and refuses an invalid one', () => {
    const store = createTeamStore([]);
    expect(store.getState().add({ name: '  Léa   Petit ', email: ' LEA@example.com', role: 'QA' })).toEqual(
      {},
    );
    expect(store.getState().members).toEqual([
      { id: 'member-1', name: 'Léa Petit', email: 'lea@example.com', role: 'QA' },
    ]);
    expect(store.getState().add({ name: 'Léa Twin', email: 'lea@example.com', role: 'QA' })).toEqual({
      email: 'Someone on the team already uses this address.',
    });
    expect(store.getState().members).toHaveLength(1);
  });

  it('removes and resets', () => {
    const store = createTeamStore();
    const [first] = store.getState().members;
    store.getState().remove(first?.id ?? '');
    expect(store.getState().members).toHaveLength(2);
    store.getState().reset();
    expect(store.getState().members).toHaveLength(3);
  });

  it('loads a saved team and ignores malformed storage', () => {
    expect(loadTeam(storageWith(JSON.stringify([{ name: 'A B', email: 'a@b.co', role: 'QA' }])))).toEqual([
      { name: 'A B', email: 'a@b.co', role: 'QA' },
    ]);
    expect(loadTeam(storageWith('{not json'))).toBeNull();
    expect(loadTeam(storageWith('{"a":1}'))).toBeNull();
    expect(
      loadTeam(storageWith(JSON.stringify([{ name: 1 }, { name: 'X', email: 'x@y.z', role: 'King' }]))),
    ).toEqual([]);
    expect(loadTeam(storageWith(null))).toBeNull();
    expect(loadTeam(undefined)).toBeNull();
  });
});
