import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { BriefcaseBusiness } from 'lucide';

export const manifest = defineDemo({
  id: 'portfolio-app',
  path: '/portfolio-app',
  title: 'Portfolio Site',
  group: 'React',
  description: 'A studio portfolio in React: about, projects, skills and contact in tabs.',
  keywords: ['portfolio', 'react', 'resume', 'tabs', 'website'],
  createdAt: '2026-11-22',
  icon: defineIcon('briefcase-business', BriefcaseBusiness),
  load: () => import('./page'),
});
