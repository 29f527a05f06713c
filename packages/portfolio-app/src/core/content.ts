/** The content of the portfolio: the company, its projects (each a page of this site), skills, contact. */

export const PORTFOLIO_TABS = ['about', 'projects', 'skills', 'contact'] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];
export const TAB_LABELS: Record<PortfolioTab, string> = {
  about: 'About',
  projects: 'Projects',
  skills: 'Skills',
  contact: 'Contact',
};
/** Spec §4: the default tab is About. */
export const DEFAULT_TAB: PortfolioTab = 'about';

export interface Project {
  title: string;
  summary: string;
  tags: readonly string[];
  /** A route of this site where the project runs; absent for client work we cannot show. */
  path?: `/${string}`;
  year: number;
}

export const PROJECTS: readonly Project[] = [
  {
    title: 'QR Generator',
    summary: 'URL, text and vCard QR codes rendered in the browser, with PNG download and dark mode.',
    tags: ['React', 'qrcode', 'i18n'],
    path: '/qr-generator',
    year: 2025,
  },
  {
    title: 'Privnote',
    summary: 'One-time secret notes that self-destruct after the first read, backed by PostgreSQL RPCs.',
    tags: ['Supabase', 'PostgreSQL', 'Security'],
    path: '/privnote',
    year: 2025,
  },
  {
    title: 'Arbitrage Bot',
    summary: 'A live simulation that scans four exchanges for spreads and executes paired trades.',
    tags: ['Simulation', 'Zustand', 'Trading'],
    path: '/arbitrage-bot',
    year: 2024,
  },
  {
    title: 'Steganography Tool',
    summary: 'Hides any file inside a PNG’s least significant bits, optionally password-protected.',
    tags: ['Canvas', 'WebCrypto', 'Binary formats'],
    path: '/steganography',
    year: 2024,
  },
  {
    title: 'Code Converter',
    summary: 'Translates code between 25 languages through a server-side AI proxy with rate limiting.',
    tags: ['AI', 'Hono', 'Streaming'],
    path: '/code-verter',
    year: 2025,
  },
  {
    title: 'Fleet telemetry dashboard',
    summary: 'Real-time vehicle tracking for a logistics client: 4,000 devices, 30-second freshness.',
    tags: ['Go', 'Kafka', 'TimescaleDB'],
    year: 2023,
  },
];

export interface SkillGroup {
  title: string;
  skills: readonly { name: string; level: number }[];
}

/** Self-assessed proficiency, 0–100. */
export const SKILL_GROUPS: readonly SkillGroup[] = [
  {
    title: 'Frontend',
    skills: [
      { name: 'React & TypeScript', level: 95 },
      { name: 'Accessibility (WCAG 2.2)', level: 85 },
      { name: 'Vite & build tooling', level: 90 },
    ],
  },
  {
    title: 'Backend',
    skills: [
      { name: 'Node.js & Hono', level: 90 },
      { name: 'Go', level: 80 },
      { name: 'PostgreSQL', level: 85 },
    ],
  },
  {
    title: 'Operations',
    skills: [
      { name: 'Docker & Compose', level: 85 },
      { name: 'Bash & PowerShell automation', level: 80 },
      { name: 'CI/CD and observability', level: 75 },
    ],
  },
];

export const ABOUT = {
  lead: 'Halcyon Labs is a small studio that builds fast, accessible web apps and the tools behind them.',
  paragraphs: [
    'We work in small teams of two or three engineers, ship every week, and leave behind code that the client’s own team can run: tested, documented and boring in the best sense.',
    'Every demo on this site is one of our packages, published on its own and composed by the site you are reading.',
  ],
  facts: [
    { label: 'Founded', value: '2019' },
    { label: 'Projects shipped', value: '40+' },
    { label: 'Open-source packages', value: '25' },
    { label: 'Based in', value: 'Lyon, France' },
  ],
} as const;

export const CONTACT = {
  email: 'hello@halcyonlabs.dev',
  location: 'Lyon, France · remote across Europe',
  hours: 'Monday to Friday, 9:00–18:00 CET',
  response: 'We answer within one business day.',
} as const;
