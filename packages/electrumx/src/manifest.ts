import { defineDemo } from '@demos/kit';
import { HardDriveDownload } from 'lucide-react';

export const manifest = defineDemo({
  id: 'electrumx',
  path: '/electrumx',
  title: 'ElectrumX Install',
  group: 'Shell Scripts',
  icon: HardDriveDownload,
  load: () => import('./page'),
});
