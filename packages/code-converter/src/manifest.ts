import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ArrowRightLeft } from 'lucide';

export const manifest = defineDemo({
  id: 'code-converter',
  path: '/code-verter',
  title: 'Code Converter',
  group: 'Web',
  description: 'Translate code between 25 languages with an AI model, streamed as it is written.',
  keywords: ['ai', 'translate', 'transpile', 'programming', 'languages', 'llm'],
  createdAt: '2026-11-22',
  icon: defineIcon('arrow-right-left', ArrowRightLeft),
  load: () => import('./page'),
});
