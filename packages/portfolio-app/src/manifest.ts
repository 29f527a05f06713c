import { defineDemo } from '@demos/kit';
import { BriefcaseBusiness } from 'lucide-react';

export const manifest = defineDemo({
  id: 'portfolio-app',
  path: '/portfolio-app',
  title: 'Portfolio Site',
  group: 'React',
  icon: BriefcaseBusiness,
  load: () => import('./page'),
});
