import usages, { frameworks } from 'virtual:demo-usage';
import {
  CodeBlock,
  type CodeToken,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type UrlParam,
  useTheme,
  useUrlState,
  writeUrlState,
} from '@demos/kit';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { embedCode } from '../embed/embedCode';
import {
  PROP_PREFIX,
  type PropValues,
  passedProps,
  propsSchema,
  propValuesOf,
  withProps,
} from './propValues';
import * as styles from './UseThisDemo.css';

// Highlighted at build time (tooling/usage/demo-usage.mjs) with the kit's Prism grammars and token kinds.
const asTokens = (tokens: readonly (string | readonly [string, string])[]) => tokens as readonly CodeToken[];

/** The page framed in any site: /embed/<route> in the theme being looked at. */
function EmbedIt({ path, title, values }: { path: string; title: string; values: PropValues }) {
  const { theme } = useTheme();
  const code = embedCode({
    origin: window.location.origin,
    path,
    title: `${title} demo`,
    theme,
    props: values,
  });
  return (
    <>
      <h2 className={styles.heading}>Embed it</h2>
      <p className={styles.note}>
        Or show the page in any site without installing anything: it runs in a frame from this site, sized to
        its content by the optional script.
      </p>
      <CodeBlock
        code={code}
        filename="embed.html"
        label={`Embed code for ${title}`}
        copyLabel="Copy embed code"
        copiedLabel="Copied!"
      />
    </>
  );
}

// The props' controls (the kit's form fields) load with the panel's content, not listed in the
// page's own chunk as the panel's dependencies.
const PropsControls = lazy(() => import('./PropsControls'));

// The Source tab's code and the package's files load when the tab is first chosen.
const SourceFiles = lazy(() => import('./SourceFiles'));

/** `?use=1`: the panel is open (UseThisDemo reads it; its props are `prop.<name>`). */
const openSchema: { use: UrlParam<boolean> } = {
  use: {
    default: false,
    parse: (raw) => (raw === '1' ? true : undefined),
    serialize: (open) => (open ? '1' : ''),
  },
};

/** While the panel is open (mounted), the address says so; closed, or left for another page, not. */
function useOpenInAddress(path: string) {
  useEffect(() => {
    writeUrlState(openSchema, { use: true });
    return () => {
      // Not on the next page's address: a link there may open its own panel.
      if (window.location.pathname === path) writeUrlState(openSchema, { use: false });
    };
  }, [path]);
}

/** Two tabs: how to use the page (install, render, embed, props) and the package's own source. */
export default function UsagePanel({ path, title }: { path: string; title: string }) {
  useOpenInAddress(path);
  const usage = usages[path];
  if (!usage) return <p className={styles.body}>{title} is not published as a package.</p>;
  return (
    <Tabs defaultValue="use" className={styles.body}>
      <TabList aria-label={`Use ${title}`}>
        <Tab value="use">Use it</Tab>
        <Tab value="source">Source</Tab>
      </TabList>
      <TabPanel value="use" className={styles.files}>
        <UsageDetails usage={usage} path={path} title={title} />
      </TabPanel>
      <TabPanel value="source" className={styles.files}>
        <Suspense fallback={<p className={styles.note}>Loading the source…</p>}>
          <SourceFiles path={path} title={title} />
        </Suspense>
      </TabPanel>
    </Tabs>
  );
}

type Usage = NonNullable<(typeof usages)[string]>;

/** The props set in the address (`prop.<name>`), and a setter that writes them there. */
function usePropValues(usage: Usage): [PropValues, (values: PropValues) => void] {
  const schema = useMemo(
    () =>
      propsSchema(
        usage.props.flatMap((prop) => (prop.control ? [{ name: prop.name, control: prop.control }] : [])),
      ),
    [usage],
  );
  const [url, setUrl] = useUrlState(schema);
  const values = useMemo(() => propValuesOf(url), [url]);
  const setValues = (next: PropValues) =>
    setUrl(Object.fromEntries(Object.entries(next).map(([name, value]) => [`${PROP_PREFIX}${name}`, value])));
  return [values, setValues];
}

/** Install command, the files that render the page in each framework, the page's props, and its embed code. */
function UsageDetails({ usage, path, title }: { usage: Usage; path: string; title: string }) {
  const [values, setValues] = usePropValues(usage);
  const passed = passedProps(values);
  return (
    <>
      <h2 className={styles.heading}>Install</h2>
      <CodeBlock
        code={usage.install}
        tokens={asTokens(usage.installTokens)}
        filename="Terminal"
        label={`Install ${usage.packageName}`}
      />
      <h2 className={styles.heading}>Render it</h2>
      <Tabs defaultValue={frameworks[0]?.id}>
        <TabList aria-label="Framework">
          {frameworks.map((framework) => (
            <Tab key={framework.id} value={framework.id}>
              {framework.label}
            </Tab>
          ))}
        </TabList>
        {frameworks.map((framework) => (
          <TabPanel key={framework.id} value={framework.id} className={styles.files}>
            <p className={styles.note}>{framework.note}</p>
            {usage.frameworks[framework.id].map((file) => {
              const snippet = withProps(file, usage.component, passed);
              return (
                <CodeBlock
                  key={file.file}
                  code={snippet.code}
                  tokens={asTokens(snippet.tokens)}
                  filename={file.file}
                  label={`${framework.label}: ${file.file}`}
                  downloadName={file.file.split('/').pop()}
                  mimeType="text/plain;charset=utf-8"
                />
              );
            })}
          </TabPanel>
        ))}
      </Tabs>
      <p className={styles.note}>
        {usage.props.some((prop) => !prop.optional)
          ? 'Pass the required props listed below.'
          : 'The page needs no props; the optional ones are listed below.'}{' '}
        Every page is tested this way in a Vite, a Next.js and a React Router app that install it from npm,
        rendered on the server and in the browser.
      </p>
      <h2 className={styles.heading}>
        Props of <code>{usage.component}</code>
      </h2>
      <Suspense fallback={<p className={styles.note}>Loading the props…</p>}>
        <PropsControls
          component={usage.component}
          path={path}
          title={title}
          props={usage.props}
          values={values}
          onChange={setValues}
        />
      </Suspense>
      <PropsTable usage={usage} />
      <EmbedIt path={path} title={title} values={values} />
    </>
  );
}

/** The page component's props: name, type and JSDoc. */
function PropsTable({ usage }: { usage: Usage }) {
  return (
    usage.props.length > 0 && (
      <section className={styles.tableWrap} aria-label={`Props of ${usage.component}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Prop
              </th>
              <th scope="col" className={styles.cell}>
                Type
              </th>
              <th scope="col" className={styles.cell}>
                What it does
              </th>
            </tr>
          </thead>
          <tbody>
            {usage.props.map((prop) => (
              <tr key={prop.name}>
                <th scope="row" className={`${styles.cell} ${styles.mono}`}>
                  {prop.name}
                  {prop.optional ? '?' : ''}
                </th>
                <td className={`${styles.cell} ${styles.mono}`} data-label="Type">
                  {prop.type}
                </td>
                <td className={styles.cell} data-label="What it does">
                  {prop.doc || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    )
  );
}
