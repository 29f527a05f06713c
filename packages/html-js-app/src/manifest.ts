import { defineDemo } from '@demos/kit';
import { ListTodo } from 'lucide-react';

export const manifest = defineDemo({
  id: 'html-js-app',
  path: '/html-js-app',
  title: 'HTML/JavaScript',
  group: 'Web',
  icon: ListTodo,
  load: () => import('./page'),
});
