import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { HardDriveDownload } from 'lucide';

export const manifest = defineDemo({
  id: 'electrumx',
  path: '/electrumx',
  title: 'ElectrumX Install',
  group: 'Shell Scripts',
  icon: defineIcon('hard-drive-download', HardDriveDownload),
  load: () => import('./page'),
});
