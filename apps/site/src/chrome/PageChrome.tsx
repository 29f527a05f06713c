import { TooltipProvider } from '@demos/kit';
import type { ComponentType } from 'react';

/** What every page gets around it, loaded with the page (not with the landing bundle). */
export function withPageChrome(Page: ComponentType): ComponentType {
  return function PageWithChrome() {
    return (
      <TooltipProvider>
        <Page />
      </TooltipProvider>
    );
  };
}
