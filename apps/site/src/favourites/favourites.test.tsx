import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { demos } from '../demos';
import { GroupedNav } from '../layout/GroupedNav';
import { buildNavigation } from '../layout/navigation';
import { isNew, NEW_FOR_DAYS } from './isNew';
import {
  FAVOURITES_KEY,
  moveFavourite,
  RECENTS_KEY,
  RECENTS_LIMIT,
  recordVisit,
  toggleFavourite,
} from './store';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const DAY = 86_400_000;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('favourites and recents', () => {
  it('toggles a favourite and moves it up or down, not past either end', () => {
    toggleFavourite('qr');
    toggleFavourite('sky');
    toggleFavourite('cli-app');
    expect(stored(FAVOURITES_KEY)).toEqual(['qr', 'sky', 'cli-app']);
    moveFavourite('cli-app', -1);
    expect(stored(FAVOURITES_KEY)).toEqual(['qr', 'cli-app', 'sky']);
    moveFavourite('qr', -1);
    moveFavourite('sky', 1);
    expect(stored(FAVOURITES_KEY)).toEqual(['qr', 'cli-app', 'sky']);
    toggleFavourite('cli-app');
    expect(stored(FAVOURITES_KEY)).toEqual(['qr', 'sky']);
  });

  it('keeps the last pages opened, newest first, without repeats', () => {
    for (const id of ['a', 'b', 'c', 'b', 'd', 'e', 'f', 'g']) recordVisit(id);
    expect(stored(RECENTS_KEY)).toEqual(['g', 'f', 'e', 'd', 'b']);
    expect(stored(RECENTS_KEY)).toHaveLength(RECENTS_LIMIT);
  });

  it('starts again from a stored value that is not a list of ids', () => {
    localStorage.setItem(FAVOURITES_KEY, '{"not":"a list"');
    toggleFavourite('qr');
    expect(stored(FAVOURITES_KEY)).toEqual(['qr']);
  });
});

describe('the New badge', () => {
  it('marks a page for 30 days from its createdAt', () => {
    const created = Date.parse('2026-11-22T00:00:00Z');
    expect(isNew('2026-11-22', created)).toBe(true);
    expect(isNew('2026-11-22', created + (NEW_FOR_DAYS - 1) * DAY)).toBe(true);
    expect(isNew('2026-11-22', created + NEW_FOR_DAYS * DAY)).toBe(false);
    expect(isNew('2026-11-22', created - DAY)).toBe(false);
  });

  it('shows on sidebar links by the injected clock, and the Favourites group lists starred pages', async () => {
    const web = demos.filter((demo) => demo.group === 'Web');
    const newest = web[0];
    if (!newest) throw new Error('no Web page');
    const created = Date.parse(`${newest.createdAt}T00:00:00Z`);
    const nav = (now: number) => (
      <MemoryRouter initialEntries={[newest.path]}>
        <GroupedNav sections={buildNavigation(demos)} now={() => now} />
      </MemoryRouter>
    );
    const { rerender } = render(nav(created + 5 * DAY));
    expect(screen.queryByRole('link', { name: `${newest.title} New` })).not.toBeNull();
    rerender(nav(created + 40 * DAY));
    expect(screen.queryByRole('link', { name: newest.title })).not.toBeNull();
    expect(screen.queryByText('New')).toBeNull();

    expect(screen.queryByRole('heading', { name: 'Favourites' })).toBeNull();
    act(() => toggleFavourite('sky'));
    // The group's code loads once there is a favourite.
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeDefined();
    expect(screen.getByRole('list', { name: 'Favourites' }).textContent).toContain('Interactive Sky');
  });
});
