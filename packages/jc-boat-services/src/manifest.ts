import { defineDemo, defineIcon } from '@demos/kit/manifest';
import { Sailboat } from 'lucide';

export const manifest = defineDemo({
  id: 'jc-boat-services',
  path: '/jc-boat-services',
  title: 'Boat Services',
  group: 'Websites',
  description:
    'A website we built for a boat care business: services, gallery, local weather and contact, in a live preview.',
  keywords: ['boat', 'website', 'client', 'marine', 'preview'],
  createdAt: '2026-11-22',
  icon: defineIcon('sailboat', Sailboat),
  load: () => import('./page'),
});
