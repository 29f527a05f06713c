// What the site's build writes beside its documents (dist/routes.json) and the server reads: one
// definition for both (apps/site/build-plugins.ts writes it, apps/server/src/site.ts reads it).

/** The prerendered documents of one route: one per sidebar state (the server reads the cookie). */
export interface PrerenderedRoute {
  path: string;
  status: 200 | 404;
  /** URL of the document for an expanded / collapsed desktop sidebar. */
  open: string;
  collapsed: string;
  /** CSP hashes of the style attributes in the documents ('unsafe-hashes'), if any. */
  styleHashes: string[];
  /** An embed document (/embed/<route>): the page alone, which other sites may frame. */
  embed?: boolean;
}
