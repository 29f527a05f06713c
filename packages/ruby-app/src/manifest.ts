import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Gem } from 'lucide';

export const manifest = defineDemo({
  id: 'ruby-app',
  path: '/ruby-app',
  title: 'Data Processor',
  group: 'Ruby',
  description: 'A Ruby script that reads CSV, JSON and XML exports, joins them and writes summary reports.',
  keywords: ['ruby', 'csv', 'json', 'xml', 'etl', 'reports'],
  createdAt: '2026-11-22',
  icon: defineIcon('gem', Gem),
  load: () => import('./page'),
});
