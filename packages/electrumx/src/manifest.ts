import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { HardDriveDownload } from 'lucide';

export const manifest = defineDemo({
  id: 'electrumx',
  path: '/electrumx',
  title: 'ElectrumX Install',
  group: 'Shell Scripts',
  description:
    'A Windows PowerShell installer for an ElectrumX indexer: Python, Git, dependencies, a config and a start script.',
  keywords: ['bitcoin', 'indexer', 'powershell', 'windows', 'installer', 'electrum'],
  createdAt: '2026-11-22',
  icon: defineIcon('hard-drive-download', HardDriveDownload),
  load: () => import('./page'),
});
