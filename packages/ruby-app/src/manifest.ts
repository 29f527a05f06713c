import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Gem } from 'lucide';

export const manifest = defineDemo({
  id: 'ruby-app',
  path: '/ruby-app',
  title: 'Data Processor',
  group: 'Ruby',
  icon: defineIcon('gem', Gem),
  load: () => import('./page'),
});
