import { CSPProvider } from '@base-ui/react/csp-provider';
import type { ReactNode } from 'react';
import { TooltipProvider } from './components/Tooltip';
import { type LinkComponent, LinkProvider } from './link/KitLink';
import { type Theme, ThemeProvider } from './theme/ThemeProvider';
import { Toaster } from './toast/Toaster';

export interface KitProviderProps {
  children: ReactNode;
  defaultTheme?: Theme;
  persistTheme?: boolean;
  /**
   * The host's link component, for links between its pages (Next.js: `Link` from `next/link`;
   * React Router: its `Link` wrapped to take `href`). Default: plain anchors.
   */
  link?: LinkComponent;
}

/**
 * A client component that a server layout may render around server content (Next.js:
 * `<KitProvider>{children}</KitProvider>` in `app/layout.tsx`).
 *
 * Everything a page needs around it: theme, tooltip timing, toasts, and Base UI told not to
 * inject `<style>` elements (the site's CSP allows only same-origin stylesheets).
 */
export function KitProvider({ children, defaultTheme, persistTheme = true, link }: KitProviderProps) {
  return (
    <CSPProvider disableStyleElements>
      <ThemeProvider defaultTheme={defaultTheme} persist={persistTheme}>
        <LinkProvider link={link}>
          <TooltipProvider>
            {children}
            <Toaster />
          </TooltipProvider>
        </LinkProvider>
      </ThemeProvider>
    </CSPProvider>
  );
}
