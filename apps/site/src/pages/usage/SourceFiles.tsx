import loaders from 'virtual:demo-source';
import { CodeBlock, type CodeToken, Select } from '@demos/kit';
import { use, useState } from 'react';
import * as styles from './UseThisDemo.css';

/** One package's source (tooling/usage/demo-source.mjs): its files, highlighted, with their links. */
export interface PackageSource {
  packageName: string;
  files: readonly {
    file: string;
    code: string;
    tokens?: readonly (string | readonly [string, string])[];
    url: string | null;
  }[];
}

// No icon on the repository link: every lucide icon the site's source imports goes into the shell's
// icons chunk (vite.config.ts), which the landing page loads.
// Each route's files load once, when its Source tab is first shown.
const loading = new Map<string, Promise<PackageSource | null>>();
function sourceOf(path: string): Promise<PackageSource | null> {
  let promise = loading.get(path);
  if (!promise) {
    const load = loaders[path];
    promise = load ? load().then((module) => module.default) : Promise.resolve(null);
    loading.set(path, promise);
  }
  return promise;
}

/** The page package's own files (component, store, styles…), one at a time, highlighted. */
export default function SourceFiles({ path, title }: { path: string; title: string }) {
  const source = use(sourceOf(path));
  const [chosen, setChosen] = useState(0);
  if (!source || source.files.length === 0)
    return <p className={styles.note}>The source of {title} is not published with the site.</p>;
  const file = source.files[chosen] ?? source.files[0];
  if (!file) return null;
  return (
    <div className={styles.files}>
      <p className={styles.note}>
        The files of <code>{source.packageName}</code> that make this page, as the package publishes them (its
        tests and stories aside).
      </p>
      <Select
        label={`File (${source.files.length})`}
        value={String(chosen)}
        onChange={(event) => setChosen(Number(event.currentTarget.value))}
        options={source.files.map((entry, index) => ({ value: String(index), label: entry.file }))}
      />
      {file.url && (
        <a className={styles.sourceLink} href={file.url} target="_blank" rel="noreferrer noopener">
          {file.file} in the repository (opens in a new tab)
        </a>
      )}
      <CodeBlock
        key={file.file}
        code={file.code}
        tokens={file.tokens as readonly CodeToken[] | undefined}
        filename={file.file}
        label={`Source: ${file.file}`}
        downloadName={file.file.split('/').pop()}
        mimeType="text/plain;charset=utf-8"
      />
    </div>
  );
}
