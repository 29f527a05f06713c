import { defineDemo } from '@demos/kit';
import { Gem } from 'lucide-react';

export const manifest = defineDemo({
  id: 'ruby-app',
  path: '/ruby-app',
  title: 'Data Processor',
  group: 'Ruby',
  icon: Gem,
  load: () => import('./page'),
});
