import codeConverter from 'virtual:demo-description/code-converter';
import privnote from 'virtual:demo-description/privnote';
import {
  Badge,
  Button,
  buttonClassName,
  type DemoManifest,
  SIDEBAR_MOBILE_BREAKPOINT,
  StatCard,
  useSidebar,
} from '@demos/kit';
import { ArrowRight, Cpu, FolderKanban, Gauge, Mail, PanelLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { prefetch } from '../layout/navLinks';
import * as styles from './Landing.css';

const STATS = [
  { label: 'Projects', value: '5+', icon: FolderKanban, hint: 'Shipped and maintained' },
  { label: 'Technologies', value: '10+', icon: Cpu, hint: 'From Go to PowerShell' },
  { label: 'Performance', value: 'A+', icon: Gauge, hint: 'Budgets checked in CI' },
  { label: 'Security', value: 'Max', icon: ShieldCheck, hint: 'Strict CSP, no secrets client-side' },
] as const;

/**
 * The two featured pages (the spec's two cards), with the highlights their cards show; one the site
 * does not compose is left out. Each card's blurb is its manifest's description, imported one by
 * one: the browser's manifests carry none (tooling/vite/demo-details.ts), and the landing route
 * carries only these two.
 */
const FEATURED: Record<string, { blurb: string; tags: readonly string[] }> = {
  privnote: { blurb: privnote, tags: ['AES-256-GCM', 'PostgreSQL', 'One-time read'] },
  'code-converter': { blurb: codeConverter, tags: ['AI', 'Streaming', '25 languages'] },
};

/**
 * The link Enter moves to in the expanded desktop sidebar: the current page's, else the first.
 * Null on phones (the sheet opens instead) or when the sidebar is not there.
 */
function desktopNavigationLink(): HTMLElement | null {
  if (window.matchMedia?.(`(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 0.02}px)`).matches) return null;
  const nav = document.querySelector('[data-sidebar="desktop"][data-state="expanded"] nav');
  return (
    nav?.querySelector<HTMLElement>('a[aria-current="page"]') ?? nav?.querySelector<HTMLElement>('a') ?? null
  );
}

export function Landing({ demos }: { demos: readonly DemoManifest[] }) {
  useDocumentTitle('');
  const { open, toggleSidebar } = useSidebar();
  // The spec's Enter opens the navigation: a closed sidebar (or the phone's sheet) opens; an
  // expanded desktop sidebar stays open and takes the focus, instead of collapsing to icons.
  const enter = () => {
    const link = open ? desktopNavigationLink() : null;
    if (link) link.focus();
    else toggleSidebar();
  };
  const featured = Object.keys(FEATURED)
    .map((id) => demos.find((demo) => demo.id === id))
    .filter((demo): demo is DemoManifest => Boolean(demo))
    .slice(0, 2);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <Badge tone="accent">{demos.length} live demos and tools</Badge>
        <h1 id="hero-title" className={styles.heroTitle}>
          Software that <span className={styles.gradient}>proves itself</span>
        </h1>
        <p className={styles.heroText}>
          Halcyon Labs builds fast, secure web software. Every page here is a working piece of it: simulations
          you can drive, and real tools you can use today.
        </p>
        <div className={styles.heroActions}>
          <Button size="lg" onClick={enter}>
            <PanelLeft size={18} aria-hidden />
            Enter
          </Button>
          <a href="#projects" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            Featured work
          </a>
        </div>
      </section>

      <section aria-label="Key figures" className={styles.stats}>
        {STATS.map((stat) => (
          <StatCard
            key={stat.label}
            label={stat.label}
            value={stat.value}
            icon={stat.icon}
            hint={stat.hint}
          />
        ))}
      </section>

      <section id="projects" className={styles.section} aria-labelledby="projects-title">
        <div className={styles.sectionHead}>
          <h2 id="projects-title" className={styles.sectionTitle}>
            Featured apps
          </h2>
          <p className={styles.sectionText}>Two favourites. The sidebar holds everything else.</p>
        </div>
        <div className={styles.featured}>
          {featured.map((demo) => (
            <FeaturedCard key={demo.id} demo={demo} />
          ))}
        </div>
      </section>

      <About />
    </div>
  );
}

/** A featured page: its icon, title, blurb, highlights, and a link that prefetches its chunk. */
function FeaturedCard({ demo }: { demo: DemoManifest }) {
  const Icon = demo.icon;
  return (
    <article className={styles.feature}>
      <span className={styles.featureIcon}>
        <Icon aria-hidden />
      </span>
      <h3 className={styles.featureTitle}>{demo.title}</h3>
      <p className={styles.featureText}>{FEATURED[demo.id]?.blurb}</p>
      <ul className={styles.tags} aria-label="Highlights">
        {FEATURED[demo.id]?.tags.map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </ul>
      <Link
        to={demo.path}
        className={styles.featureLink}
        onMouseEnter={prefetch(demo)}
        onPointerDown={prefetch(demo)}
        onFocus={prefetch(demo)}
      >
        Open {demo.title}
        <ArrowRight size={16} aria-hidden />
      </Link>
    </article>
  );
}

function About() {
  return (
    <section id="about" className={styles.about} aria-labelledby="about-title">
      <div>
        <h2 id="about-title" className={styles.sectionTitle}>
          About us
        </h2>
        <p className={styles.sectionText}>
          We are a small team of engineers who like software that is measured, not guessed: page weight
          budgets, accessibility checks and end-to-end tests run on every change. Each demo on this site is
          its own package, reusable in any React app.
        </p>
      </div>
      <ul className={styles.values}>
        <li>
          <strong>Fast by default.</strong> The landing page ships no page code; pages load when you open
          them.
        </li>
        <li>
          <strong>Secure by design.</strong> Secrets stay on the server, notes are encrypted before they leave
          your browser.
        </li>
        <li>
          <strong>For everyone.</strong> Keyboard friendly, readable in both themes, calm with reduced motion.
        </li>
      </ul>
      <div id="contact" className={styles.contact}>
        <Mail size={18} aria-hidden />
        <span>
          Have a project in mind? Write to <a href="mailto:hello@halcyon.example">hello@halcyon.example</a>.
        </span>
      </div>
    </section>
  );
}
