import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { SquareChevronRight } from 'lucide';

export const manifest = defineDemo({
  id: 'powershell-app',
  path: '/powershell-app',
  title: 'PowerShell',
  group: 'Shell Scripts',
  icon: defineIcon('square-chevron-right', SquareChevronRight),
  load: () => import('./page'),
});
