import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Network } from 'lucide';

export const manifest = defineDemo({
  id: 'ipfs-deployment',
  path: '/ipfs-deployment',
  title: 'IPFS Deployment',
  group: 'Shell Scripts',
  icon: defineIcon('network', Network),
  load: () => import('./page'),
});
