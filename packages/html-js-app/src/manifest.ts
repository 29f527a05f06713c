import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ListTodo } from 'lucide';

export const manifest = defineDemo({
  id: 'html-js-app',
  path: '/html-js-app',
  title: 'HTML/JavaScript',
  group: 'Web',
  description: 'The classic todo list, done properly: accessible, keyboard friendly and fully tested.',
  keywords: ['todo', 'tasks', 'javascript', 'js', 'html', 'vanilla'],
  createdAt: '2026-11-22',
  icon: defineIcon('list-todo', ListTodo),
  load: () => import('./page'),
});
