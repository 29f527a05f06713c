import { Button, type DemoManifest, useSidebar, useTheme } from '@demos/kit';
import { Moon, PanelLeft, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { SITE_NAME } from '../site';
import * as styles from './Header.css';
import { Logo } from './Logo';

export function Header({ demos }: { demos: readonly DemoManifest[] }) {
  const { theme, toggleTheme } = useTheme();
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  return (
    <header className={styles.header}>
      <Button
        variant="ghost"
        size="icon"
        onClick={toggleSidebar}
        aria-label="Toggle sidebar"
        aria-keyshortcuts="Control+B Meta+B"
        title="Toggle sidebar (Ctrl+B / ⌘B)"
        aria-expanded={isMobile ? openMobile : open}
        data-testid="sidebar-toggle"
      >
        <PanelLeft size={18} aria-hidden />
      </Button>
      <Link to="/" className={styles.brand}>
        <Logo className={styles.logo} />
        <span className={styles.title}>{SITE_NAME}</span>
      </Link>
      <span className={styles.tagline}>Interactive demos &amp; developer tools</span>
      <div className={styles.actions}>
        <PaletteLauncher demos={demos} />
        <Button
          variant="ghost"
          size="icon"
          onClick={toggleTheme}
          aria-label={`Switch to ${nextTheme} theme`}
          title={`Switch to ${nextTheme} theme`}
          data-testid="theme-toggle"
        >
          {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
        </Button>
      </div>
    </header>
  );
}
