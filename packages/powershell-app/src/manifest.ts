import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { SquareChevronRight } from 'lucide';

export const manifest = defineDemo({
  id: 'powershell-app',
  path: '/powershell-app',
  title: 'PowerShell',
  group: 'Shell Scripts',
  description:
    'A PowerShell audit of a Windows workstation: OS, uptime, disks, services and updates in an HTML report.',
  keywords: ['windows', 'audit', 'ps1', 'report', 'sysadmin'],
  createdAt: '2026-11-22',
  icon: defineIcon('square-chevron-right', SquareChevronRight),
  load: () => import('./page'),
});
