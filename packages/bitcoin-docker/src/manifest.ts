import { defineDemo } from '@demos/kit';
import { Bitcoin } from 'lucide-react';

export const manifest = defineDemo({
  id: 'bitcoin-docker',
  path: '/bitcoin-docker',
  title: 'Bitcoin Node & Indexer',
  group: 'Shell Scripts',
  icon: Bitcoin,
  load: () => import('./page'),
});
