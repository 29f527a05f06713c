import { AtSign, Briefcase, GitBranch, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME } from '../site';
import * as styles from './Footer.css';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Projects', to: '/#projects' },
  { label: 'About', to: '/#about' },
  { label: 'Contact', to: '/#contact' },
] as const;

// Placeholders until the company's profiles exist (spec §1).
const SOCIAL_LINKS = [
  { label: 'GitHub', icon: GitBranch },
  { label: 'LinkedIn', icon: Briefcase },
  { label: 'X (Twitter)', icon: AtSign },
  { label: 'Blog feed', icon: Rss },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Follow us</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ label, icon: Icon }) => (
              <li key={label}>
                {/* biome-ignore lint/a11y/useValidAnchor: the spec keeps these as placeholders until the profiles exist. */}
                <a href="#" className={styles.socialLink} aria-label={label} title={label}>
                  <Icon size={18} aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.copyright}>
          © <span data-testid="footer-year">{new Date().getFullYear()}</span> {SITE_NAME}. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}
