import { defineDemo } from '@demos/kit';
import { SquareChevronRight } from 'lucide-react';

export const manifest = defineDemo({
  id: 'powershell-app',
  path: '/powershell-app',
  title: 'PowerShell',
  group: 'Shell Scripts',
  icon: SquareChevronRight,
  load: () => import('./page'),
});
