import { CSPProvider } from '@base-ui/react/csp-provider';
import type { ReactNode } from 'react';
import { TooltipProvider } from './components/Tooltip';
import { type Theme, ThemeProvider } from './theme/ThemeProvider';
import { Toaster } from './toast/Toaster';

export interface KitProviderProps {
  children: ReactNode;
  defaultTheme?: Theme;
  persistTheme?: boolean;
}

/**
 * Everything a page needs around it: theme, tooltip timing, toasts, and Base UI told not to
 * inject `<style>` elements (the site's CSP allows only same-origin stylesheets).
 */
export function KitProvider({ children, defaultTheme, persistTheme = true }: KitProviderProps) {
  return (
    <CSPProvider disableStyleElements>
      <ThemeProvider defaultTheme={defaultTheme} persist={persistTheme}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </ThemeProvider>
    </CSPProvider>
  );
}
