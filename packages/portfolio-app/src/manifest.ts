import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { BriefcaseBusiness } from 'lucide';

export const manifest = defineDemo({
  id: 'portfolio-app',
  path: '/portfolio-app',
  title: 'Portfolio Site',
  group: 'React',
  icon: defineIcon('briefcase-business', BriefcaseBusiness),
  load: () => import('./page'),
});
