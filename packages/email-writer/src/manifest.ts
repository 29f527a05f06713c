import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Mail } from 'lucide';

export const manifest = defineDemo({
  id: 'email-writer',
  path: '/email-writer',
  title: 'Email Writer',
  group: 'Web',
  description: 'Turn rough thoughts into a finished email in the tone you choose, written by an AI model.',
  keywords: ['ai', 'mail', 'compose', 'tone', 'writing', 'llm'],
  createdAt: '2026-11-22',
  icon: defineIcon('mail', Mail),
  load: () => import('./page'),
});
