export {
  BOAT_SERVICES,
  type BoatService,
  DEFAULT_BOAT_SITE_URL,
  PREVIEW_LOAD_TIMEOUT_MS,
  PREVIEW_SANDBOX,
  parseSiteUrl,
  SITE_PAGES,
  type SitePage,
  type SiteUrlResult,
} from './site';
