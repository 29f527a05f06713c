import { type DemoManifest, defineDemo, type NavGroup } from '@demos/kit';
import { describe, expect, it } from 'vitest';
import { demos } from '../demos';
import { activeGroup, buildNavigation } from './navigation';

const demo = (id: string, group: NavGroup): DemoManifest =>
  defineDemo({
    id,
    path: `/${id}`,
    title: id,
    group,
    description: `The ${id} page.`,
    keywords: [],
    createdAt: '2026-11-22',
    icon: () => null,
    load: async () => ({ default: () => null }),
  });

describe('sidebar navigation', () => {
  it('orders groups as the spec does, keeps list order inside a group, drops empty groups', () => {
    const sections = buildNavigation([demo('w1', 'Web'), demo('p1', 'Python'), demo('w2', 'Web')]);
    expect(sections.map((s) => s.group)).toEqual(['Python', 'Web']);
    expect(sections[1]?.items.map((d) => d.id)).toEqual(['w1', 'w2']);
  });

  it('finds the group of the current path', () => {
    const sections = buildNavigation([demo('a', 'Go'), demo('b', 'Ruby')]);
    expect(activeGroup(sections, '/b')).toBe('Ruby');
    expect(activeGroup(sections, '/')).toBeUndefined();
  });

  it('the site list matches the default grouping of the issue', () => {
    const grouping = Object.fromEntries(
      buildNavigation(demos).map((s) => [s.group, s.items.map((d) => d.path)]),
    );
    expect(grouping).toEqual({
      Python: ['/python-app', '/arbitrage-bot'],
      React: ['/react-app', '/vite-app', '/portfolio-app'],
      Go: ['/go-app'],
      Ruby: ['/ruby-app'],
      'Shell Scripts': [
        '/bash-app',
        '/powershell-app',
        '/ipfs-deployment',
        '/kali-docker',
        '/electrumx',
        '/bitcoin-docker',
      ],
      Web: [
        '/html-js-app',
        '/cli-app',
        '/code-verter',
        '/scaffold-generator',
        '/email-writer',
        '/qr-generator',
        '/steganography',
        '/privnote',
      ],
      Websites: ['/constellations', '/stories-in-the-sky', '/jc-boat-services'],
    });
  });
});
