export {
  BOAT_SERVICES,
  type BoatService,
  DEFAULT_BOAT_SITE_URL,
  fetchProbe,
  PREVIEW_LOAD_TIMEOUT_MS,
  PREVIEW_SANDBOX,
  parseSiteUrl,
  SITE_PAGES,
  type SitePage,
  type SiteProbe,
  type SiteUrlResult,
} from './site';
