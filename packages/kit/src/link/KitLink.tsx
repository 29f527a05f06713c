// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

/** What a page passes to the host's link component: an `href` within the app and anchor attributes. */
export type KitLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children?: ReactNode;
};

/**
 * The host app's link component for links between its own pages (Next.js's `Link` as it is,
 * React Router's `Link` wrapped to take `href`). Without one, pages render plain anchors, which
 * work under any router, or none, with a full page load.
 */
export type LinkComponent = ComponentType<KitLinkProps>;

const LinkContext = createContext<LinkComponent | null>(null);

export function LinkProvider({ link, children }: { link?: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={link ?? null}>{children}</LinkContext.Provider>;
}

/** A link to another page of the host app, through the host's router when it gave one. */
export function KitLink({ href, children, ...rest }: KitLinkProps) {
  const Host = useContext(LinkContext);
  if (Host) {
    return (
      <Host href={href} {...rest}>
        {children}
      </Host>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
