import { Card, type Clock, PageHeader } from '@demos/kit';
import { Cpu, Droplets, Sailboat, Snowflake, Sparkles, TriangleAlert, Truck, Wrench } from 'lucide-react';
import {
  BOAT_SERVICES,
  type BoatService,
  DEFAULT_BOAT_SITE_URL,
  parseSiteUrl,
  SITE_PAGES,
} from './core/site';
import * as styles from './JcBoatServicesPage.css';
import { PAGE_ICONS } from './pageIcons';
import { SitePreview } from './SitePreview';

export interface JcBoatServicesPageProps {
  /** The site to preview; defaults to VITE_BOAT_SITE_URL, then DEFAULT_BOAT_SITE_URL. */
  siteUrl?: string;
  /** How long the preview may take before the fallback link shows. */
  loadTimeoutMs?: number;
  clock?: Clock;
}

const SERVICE_ICONS: Record<BoatService['id'], typeof Wrench> = {
  maintenance: Wrench,
  hull: Droplets,
  detailing: Sparkles,
  winterization: Snowflake,
  electrical: Cpu,
  convoy: Truck,
};

const configuredUrl = (): string | undefined => import.meta.env?.VITE_BOAT_SITE_URL;

export function JcBoatServicesPage({ siteUrl, loadTimeoutMs, clock }: JcBoatServicesPageProps) {
  const parsed = parseSiteUrl(siteUrl ?? configuredUrl() ?? DEFAULT_BOAT_SITE_URL);

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Sailboat}
        title="JC Boat Services"
        description="A website we built for a boat care business: services, gallery, local weather and contact. Below is a live preview of the site, sandboxed."
      />
      {parsed.ok ? (
        <SitePreview key={parsed.url.href} url={parsed.url} loadTimeoutMs={loadTimeoutMs} clock={clock} />
      ) : (
        <div className={styles.invalid} role="alert">
          <TriangleAlert size={18} className={styles.fixedIcon} aria-hidden /> {parsed.error}
        </div>
      )}
      <section className={styles.section} aria-labelledby="boat-services">
        <h2 id="boat-services" className={styles.sectionTitle}>
          Services
        </h2>
        <ul className={styles.services}>
          {BOAT_SERVICES.map((service) => {
            const Icon = SERVICE_ICONS[service.id];
            return (
              <li key={service.id} className={styles.serviceItem}>
                <Card className={styles.serviceCard}>
                  <span className={styles.serviceIcon}>
                    <Icon size={20} aria-hidden />
                  </span>
                  <h3 className={styles.serviceTitle}>{service.title}</h3>
                  <p className={styles.serviceText}>{service.description}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="boat-pages">
        <h2 id="boat-pages" className={styles.sectionTitle}>
          Pages of the site
        </h2>
        <ul className={styles.pages}>
          {SITE_PAGES.map((page) => {
            const Icon = PAGE_ICONS[page.name];
            return (
              <li key={page.name} className={styles.pageItem}>
                <Icon size={18} className={styles.pageIcon} aria-hidden />
                <div>
                  <h3 className={styles.pageName}>{page.name}</h3>
                  <p className={styles.pageText}>{page.summary}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
