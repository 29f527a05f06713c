import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Bitcoin } from 'lucide';

export const manifest = defineDemo({
  id: 'bitcoin-docker',
  path: '/bitcoin-docker',
  title: 'Bitcoin Node & Indexer',
  group: 'Shell Scripts',
  description:
    'A Bitcoin Core full node and an ElectrumX indexer with Docker Compose: the files, a management script and the steps.',
  keywords: ['btc', 'docker', 'compose', 'node', 'electrumx', 'crypto'],
  createdAt: '2026-11-22',
  icon: defineIcon('bitcoin', Bitcoin),
  load: () => import('./page'),
});
