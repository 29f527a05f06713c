import { defineDemo } from '@demos/kit';
import { Network } from 'lucide-react';

export const manifest = defineDemo({
  id: 'ipfs-deployment',
  path: '/ipfs-deployment',
  title: 'IPFS Deployment',
  group: 'Shell Scripts',
  icon: Network,
  load: () => import('./page'),
});
