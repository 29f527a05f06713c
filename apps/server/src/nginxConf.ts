import { COMMON_SECURITY_HEADERS, isDocument } from './security';
import { cacheControlFor, TYPES } from './static';

export const GENERATED_BEGIN =
  '# BEGIN generated from apps/server/src (static.ts, security.ts) by nginxConf.ts';
export const GENERATED_END = '# END generated';

/**
 * The part of deploy/nginx.conf that serves hashed assets, saying what the server says about them:
 * which files (the types that are not documents: an SVG or HTML file needs the page policies the
 * server builds, and a source map is not public), their Content-Type, their caching, and the
 * security headers every response carries. Written from the server's own tables and checked against
 * the shipped file (nginxConf.test.ts), so the two cannot drift apart.
 */
export function nginxAssetSection(indent = '        '): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(TYPES)) {
    if (isDocument(type) || extension === '.map') continue;
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  }
  const extensions = [...byType.values()].flat();
  const lines = [
    GENERATED_BEGIN,
    `location ~ "^/assets/.+\\.(?:${extensions.join('|')})$" {`,
    "    # A script loaded as a worker runs under its own response's CSP: the server sends it.",
    '    if ($worker_script) {',
    '        return 418;',
    '    }',
    '    error_page 418 = @app;',
    '    gzip_static on;',
    '    gzip_vary on;',
    '    # A name the build does not hold: the server answers it (its 404 page).',
    '    try_files $uri @app;',
    '    types {',
    ...[...byType].map(([type, names]) => `        "${type}" ${names.join(' ')};`),
    '    }',
    `    add_header Cache-Control "${cacheControlFor('/assets/')}";`,
    ...Object.entries(COMMON_SECURITY_HEADERS).map(
      ([name, value]) => `    add_header ${name} "${value}" always;`,
    ),
    '}',
    GENERATED_END,
  ];
  return lines.map((line) => `${indent}${line}`).join('\n');
}

/** The generated section as it stands in a configuration file (null when its markers are missing). */
export function generatedSectionOf(conf: string): string | null {
  const begin = conf.indexOf(GENERATED_BEGIN);
  const end = conf.indexOf(GENERATED_END);
  if (begin === -1 || end === -1) return null;
  const lineStart = conf.lastIndexOf('\n', begin) + 1;
  return conf.slice(lineStart, end + GENERATED_END.length);
}
