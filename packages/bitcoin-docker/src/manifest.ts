import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Bitcoin } from 'lucide';

export const manifest = defineDemo({
  id: 'bitcoin-docker',
  path: '/bitcoin-docker',
  title: 'Bitcoin Node & Indexer',
  group: 'Shell Scripts',
  icon: defineIcon('bitcoin', Bitcoin),
  load: () => import('./page'),
});
