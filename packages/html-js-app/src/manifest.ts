import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { ListTodo } from 'lucide';

export const manifest = defineDemo({
  id: 'html-js-app',
  path: '/html-js-app',
  title: 'HTML/JavaScript',
  group: 'Web',
  icon: defineIcon('list-todo', ListTodo),
  load: () => import('./page'),
});
