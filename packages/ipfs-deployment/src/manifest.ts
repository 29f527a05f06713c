import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Network } from 'lucide';

export const manifest = defineDemo({
  id: 'ipfs-deployment',
  path: '/ipfs-deployment',
  title: 'IPFS Deployment',
  group: 'Shell Scripts',
  description:
    'A PowerShell script that builds a web project, publishes it to IPFS and records the deployment.',
  keywords: ['ipfs', 'deploy', 'powershell', 'decentralised', 'gateway', 'web3'],
  createdAt: '2026-11-22',
  icon: defineIcon('network', Network),
  load: () => import('./page'),
});
