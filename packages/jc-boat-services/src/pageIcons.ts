import { Anchor, CloudSun, House, Images, Info, Mail, Scale } from 'lucide-react';
import type { SitePage } from './core/site';

/** One icon per page of the showcased site (the page list and the preview's summary share them). */
export const PAGE_ICONS: Record<SitePage['name'], typeof House> = {
  Home: House,
  Services: Anchor,
  About: Info,
  Gallery: Images,
  Weather: CloudSun,
  Contact: Mail,
  Legal: Scale,
};
