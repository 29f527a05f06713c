#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
// `pnpm release:rehearse` (docs/using-packages.md, "Releasing"): the project's real release path against a local
// Verdaccio, then the published packages installed with plain npm in a new app outside the workspace.
// Nothing is published anywhere but 127.0.0.1; every process it starts stops when it ends.
//
// Ports: RELEASE_REGISTRY_PORT (default 4430) for Verdaccio, RELEASE_PREVIEW_PORT (4434) for the
// consumer's `vite preview`. KEEP_REHEARSAL=1 keeps the temporary folder; REHEARSAL_REUSE=<that
// folder> runs the checks and the consumer again against the registry kept there, publishing nothing.
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildFrameworkApps, checkFrameworkApps, writeFrameworkApps } from './framework-apps.mjs';
import { mustRead, mustRun, run, startServer, waitForUrl } from './processes.mjs';
import { checkViteApp, writeViteApp } from './snippets-check.mjs';

const root = resolve(import.meta.dirname, '../..');
/** Where the commands and code a new app starts from are documented (and read from, here). */
const USAGE_DOC = 'docs/using-packages.md';
const registryTool = join(import.meta.dirname, 'registry');
const port = Number(process.env.RELEASE_REGISTRY_PORT ?? 4430);
const previewPort = Number(process.env.RELEASE_PREVIEW_PORT ?? 4434);
/** The framework apps, the backend they forward to and its fake AI provider. */
const frameworkPorts = {
  next: Number(process.env.RELEASE_NEXT_PORT ?? 4435),
  reactRouter: Number(process.env.RELEASE_REACT_ROUTER_PORT ?? 4436),
  backend: Number(process.env.RELEASE_BACKEND_PORT ?? 4437),
  aiFake: Number(process.env.RELEASE_AI_FAKE_PORT ?? 4438),
};
/** `REHEARSAL_ONLY=frameworks` (with REHEARSAL_REUSE) runs the framework apps alone. */
const only = process.env.REHEARSAL_ONLY ?? '';
const registryUrl = `http://127.0.0.1:${port}/`;
const results = join(root, 'test-results/release');
const reuse = process.env.REHEARSAL_REUSE ? resolve(process.env.REHEARSAL_REUSE) : null;
const keep = process.env.KEEP_REHEARSAL === '1' || reuse !== null;
const started = Date.now();

const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
/** Each phase's name and start: the summary at the end says where the time went (issue 48). */
const phases = [];
const step = (text) => {
  phases.push({ text, at: Date.now() });
  console.log(`\n-- ${text} (${since()})`);
};
/** Seconds per phase, in the order they ran (the last one ends now). */
function phaseSummary() {
  const end = Date.now();
  return phases
    .map((phase, index) => {
      const seconds = ((phases[index + 1]?.at ?? end) - phase.at) / 1000;
      return `${seconds.toFixed(0).padStart(5)} s  ${phase.text}`;
    })
    .join('\n');
}
class RehearsalError extends Error {}
const fail = (message) => {
  throw new RehearsalError(message);
};

// What the commands below inherit: no npm/pnpm settings from a parent `pnpm run` (its registry,
// user config or lifecycle variables) and no colours in the logs.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_config_|NPM_CONFIG_)/i.test(key)),
);
Object.assign(baseEnv, { NO_COLOR: '1', FORCE_COLOR: '0', TURBO_TELEMETRY_DISABLED: '1', CI: '' });
// Children get process.env plus their own variables: the npm settings of whoever started us
// (`npm test` exports npm_config_userconfig=~/.npmrc, npm_config_registry=…, CI machines add
// npm_config_nodedir) must not come back through it, or pnpm reads the caller's npmrc instead of
// the rehearsal's and would publish to the public registry.
for (const key of Object.keys(process.env)) if (!(key in baseEnv)) delete process.env[key];

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const work = reuse ?? mkdtempSync(join(tmpdir(), 'release-rehearsal-'));
async function rehearse() {
  step('Verdaccio (npm ci into tooling/release/registry when its lockfile changed)');
  await installRegistryTool();
  const emptyUserConfig = join(work, 'empty.npmrc');
  writeFileSync(emptyUserConfig, '');
  const publisherConfig = join(work, 'publisher.npmrc');
  let token;
  let before;
  let published;
  const copy = join(work, 'workspace');
  if (reuse) {
    await startRegistry({ createUser: false });
    token = /_authToken=(\S+)/.exec(readFileSync(publisherConfig, 'utf8'))?.[1];
    ({ before, published } = JSON.parse(readFileSync(join(work, 'packages.json'), 'utf8')));
    console.log(`Reusing ${work}: nothing is published again.`);
  } else {
    token = await startRegistry({ createUser: true });
    writeFileSync(publisherConfig, `registry=${registryUrl}\n//127.0.0.1:${port}/:_authToken=${token}\n`, {
      mode: 0o600,
    });
    ({ before, published } = await release(publisherConfig));
    writeFileSync(join(work, 'packages.json'), JSON.stringify({ before, published }));
  }

  step('what landed in the registry');
  const landed = await checkPublished(published, before, copy);
  const table = landed
    .map((p) => `| ${p.name} | ${p.from} → ${p.version} | ${p.files} | ${(p.size / 1024).toFixed(1)} KiB |`)
    .join('\n');
  console.log(table);

  await rehearseConsumer({ emptyUserConfig, published, token, landed, table });
}

/**
 * The real release path in a throwaway copy: changeset version, then `pnpm release` to the registry
 * without its first half, the build: the packages' `dist` is the build step's (turbo confirms it
 * matches the sources), copied into the copy, and `changeset publish` (`pnpm release`'s second
 * half) publishes it. `changeset version` changes versions, ranges and CHANGELOGs only, and no
 * build output reads them, so the tarballs are the ones a release would publish. The copy is not
 * installed: it needs only the changesets CLI (linked from the workspace) and pnpm.
 */
async function release(publisherConfig) {
  step("the packages' dist is the build step's (turbo, cached)");
  const built = await mustRun(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
    { cwd: root, env: baseEnv },
  );
  writeFileSync(join(results, 'packages-build.log'), built);
  const summary = built.split('\n').filter((line) => /^\s*(Tasks|Cached):/.test(line));
  console.log(summary.map((line) => line.trim()).join('; ') || tail(built, 3));

  step('throwaway copy of the working tree (a new git repository) with that dist');
  const copy = join(work, 'workspace');
  copyWorkingTree(copy);
  // A real folder with one link: pnpm never sees an installed tree here, so nothing of the
  // workspace's node_modules can be rewritten through the copy.
  mkdirSync(join(copy, 'node_modules/@changesets'), { recursive: true });
  symlinkSync(
    realpathSync(join(root, 'node_modules/@changesets/cli')),
    join(copy, 'node_modules/@changesets/cli'),
  );
  const changeset = (args, env) =>
    run(process.execPath, [join(copy, 'node_modules/@changesets/cli/bin.js'), ...args], {
      cwd: copy,
      env,
      timeoutMs: 1_800_000,
    });
  const git = (...args) =>
    mustRun('git', ['-c', 'user.name=Release rehearsal', '-c', 'user.email=rehearsal@localhost', ...args], {
      cwd: copy,
      env: baseEnv,
    });
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'Before the release');
  for (const pkg of await workspacePackages(copy)) {
    if (pkg.private) continue;
    const dist = join(root, pkg.dir.slice(copy.length + 1), 'dist');
    if (!existsSync(dist)) fail(`${pkg.name} has no dist: run \`pnpm turbo run build\` first`);
    cpSync(dist, join(pkg.dir, 'dist'), { recursive: true });
  }

  step('changeset version');
  const before = await workspacePackages(copy);
  const version = await changeset(['version'], baseEnv);
  writeFileSync(join(results, 'changeset-version.log'), version.output);
  if (version.code !== 0)
    fail(`\`changeset version\` failed (exit ${version.code}):\n${tail(version.output, 40)}`);
  await git('add', '-A');
  await git('commit', '-q', '--allow-empty', '-m', 'Version packages');
  const after = await workspacePackages(copy);
  const published = after.filter((pkg) => !pkg.private);
  if (published.length === 0) fail('the workspace has no public package');

  step(
    `changeset publish (pnpm release without its build) → ${registryUrl} (${published.length} public packages)`,
  );
  const publishEnv = { ...baseEnv, NPM_CONFIG_USERCONFIG: publisherConfig, npm_config_registry: registryUrl };
  await assertRegistryIs(copy, publishEnv);
  const releaseRun = await changeset(['publish'], publishEnv);
  writeFileSync(join(results, 'release.log'), releaseRun.output);
  if (existsSync(join(copy, 'node_modules/.modules.yaml')))
    fail("something ran `pnpm install` in the copy: the release must publish the build step's dist");
  if (releaseRun.code !== 0)
    fail(`\`changeset publish\` failed (exit ${releaseRun.code}):\n${tail(releaseRun.output, 60)}`);
  return { before, published };
}

async function rehearseConsumer({ emptyUserConfig, published, token, landed, table }) {
  const npmCache = join(root, '.tmp/release-rehearsal/npm-cache');
  // npx keeps installed packages by name: a previous rehearsal's scaffold must not be reused.
  rmSync(join(npmCache, '_npx'), { recursive: true, force: true });
  const consumerEnv = { ...baseEnv, NPM_CONFIG_USERCONFIG: emptyUserConfig, npm_config_cache: npmCache };
  step('consumer apps: the Vite app (README + every snippet), Next.js and React Router, ONE npm install');
  const consumers = join(work, 'consumers');
  rmSync(consumers, { recursive: true, force: true });
  const readme = readFileSync(join(root, USAGE_DOC), 'utf8');
  const viteApp = writeViteApp({
    dir: join(consumers, 'vite'),
    mainTsx: readmeBlock(readme, 'main.tsx'),
    installCommands: npmCommands(readmeBlock(readme, 'install')),
    fail,
  });
  const frameworkApps = writeFrameworkApps(consumers);
  const installLog = await installConsumerApps(
    consumers,
    [viteApp, ...frameworkApps],
    published,
    consumerEnv,
  );
  for (const name of ['@demos/kit', '@demos/qr', '@demos/steganography', '@demos/privnote']) {
    const installed = JSON.parse(readFileSync(installedManifest(consumers, viteApp.dir, name), 'utf8'));
    const expected = published.find((p) => p.name === name)?.version;
    if (installed.version !== expected)
      fail(`the consumer got ${name}@${installed.version}, the release published ${expected}`);
  }

  if (only !== 'frameworks') {
    step('Vite app: the README build command');
    await checkViteApp({
      dir: viteApp.dir,
      buildCommands: npmCommands(readmeBlock(readme, 'build')),
      env: consumerEnv,
      results,
      port: previewPort,
      fail,
      step,
    });
  }

  step('framework apps: Next.js App Router and React Router framework mode build, every page');
  const backendUrl = `http://127.0.0.1:${frameworkPorts.backend}`;
  await buildFrameworkApps({ apps: frameworkApps, env: consumerEnv, results, backendUrl, fail });
  step('framework apps in Chromium (server HTML, no theme flash, hydration, first actions, navigation)');
  await checkFrameworkApps({ apps: frameworkApps, env: consumerEnv, results, ports: frameworkPorts, fail });
  if (only === 'frameworks') return;

  step('npx @tools/scaffold from the registry');
  await checkScaffold(join(work, 'scaffold'), consumerEnv, registryUrl);

  step('no publish token in the repository');
  const leaked = await run('git', ['grep', '-l', '-F', token], { cwd: root, env: baseEnv });
  if (leaked.code === 0) fail(`the publish token is in tracked files: ${leaked.output}`);
  const untracked = await mustRead('git', ['ls-files', '--others', '--exclude-standard'], { cwd: root });
  for (const file of untracked.split('\n').filter(Boolean))
    if (lstatSync(join(root, file)).isFile() && readFileSync(join(root, file), 'utf8').includes(token))
      fail(`the publish token is in ${file}`);

  writeFileSync(
    join(results, 'summary.md'),
    `# Release rehearsal\n\nRegistry: Verdaccio on ${registryUrl} (temporary). ${landed.length} packages published:\n\n| package | version | files | packed |\n|---|---|---:|---:|\n${table}\n\n## Consumer's npm install\n\n\`\`\`\n${installLog.trim()}\n\`\`\`\n`,
  );
}

const PEER_PROBLEM = /ERESOLVE|peer dep|peerDependenc|conflicting peer|could not resolve|\bpeer\b.*@/i;

/** `name@range` (or a bare name) → [name, range]; a package of this release gets `^` its version. */
function specEntry(spec, published) {
  const at = spec.indexOf('@', 1);
  const name = at > 0 ? spec.slice(0, at) : spec;
  const version = published.find((p) => p.name === name)?.version;
  return [name, at > 0 ? spec.slice(at + 1) : version ? `^${version}` : 'latest'];
}

/**
 * Every consumer app is a workspace of one npm project in `parent`: their dependencies go into
 * their package.json files as `npm install <spec>` would save them, and ONE `npm install` (from
 * the rehearsal's registry, npm only) installs them all into a node_modules they share. Fails on
 * any peer-dependency warning, ERESOLVE or `npm ls --all` problem.
 */
async function installConsumerApps(parent, apps, published, env) {
  mkdirSync(parent, { recursive: true });
  for (const app of apps) {
    const file = join(app.dir, 'package.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const field of ['dependencies', 'devDependencies']) {
      const entries = { ...manifest[field] };
      // A bare name never replaces a range given elsewhere (the README's `react@19`).
      for (const spec of app[field]) {
        const [name, range] = specEntry(spec, published);
        if (!(name in entries) || spec.indexOf('@', 1) > 0) entries[name] = range;
      }
      manifest[field] = entries;
    }
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  writeFileSync(
    join(parent, 'package.json'),
    `${JSON.stringify(
      {
        name: 'release-rehearsal-consumers',
        private: true,
        workspaces: apps.map((app) => app.dir.slice(parent.length + 1)),
      },
      null,
      2,
    )}\n`,
  );
  // The registry is the rehearsal's; prefer-online so cached metadata of an earlier run's registry
  // (same versions, other tarballs) is never trusted. No audit/fund/update requests: they only
  // slow the install (the audit would go through Verdaccio to npmjs).
  writeFileSync(
    join(parent, '.npmrc'),
    `registry=${registryUrl}\nprefer-online=true\naudit=false\nfund=false\nupdate-notifier=false\n`,
  );
  const result = await run('npm', ['install'], { cwd: parent, env, timeoutMs: 900_000 });
  const log = `$ npm install\n${result.output}\n`;
  writeFileSync(join(results, 'consumer-npm-install.log'), log);
  console.log(result.output.trim());
  if (result.code !== 0) fail(`\`npm install\` failed (exit ${result.code}):\n${result.output}`);
  const peerProblem = log.split('\n').filter((line) => PEER_PROBLEM.test(line));
  if (peerProblem.length > 0) fail(`npm reported peer-dependency problems:\n${peerProblem.join('\n')}`);
  const ls = await run('npm', ['ls', '--all'], { cwd: parent, env });
  writeFileSync(join(results, 'consumer-npm-ls.txt'), ls.output);
  if (ls.code !== 0) fail(`\`npm ls --all\` found problems in the consumer apps:\n${tail(ls.output, 40)}`);
  return log;
}

/** The package.json of `name` as the app in `dir` resolves it: its own node_modules, then the shared one. */
function installedManifest(parent, dir, name) {
  const own = join(dir, 'node_modules', name, 'package.json');
  return existsSync(own) ? own : join(parent, 'node_modules', name, 'package.json');
}

async function installRegistryTool() {
  const lock = readFileSync(join(registryTool, 'package-lock.json'));
  const stamp = join(
    registryTool,
    'node_modules',
    `.installed-${createHash('sha256').update(lock).digest('hex').slice(0, 16)}`,
  );
  if (existsSync(stamp)) return;
  const emptyConfig = join(work, 'install.npmrc');
  writeFileSync(emptyConfig, '');
  await mustRun('npm', ['ci', '--no-fund', '--no-audit', '--loglevel=error'], {
    cwd: registryTool,
    env: { ...baseEnv, NPM_CONFIG_USERCONFIG: emptyConfig },
  });
  writeFileSync(stamp, '');
}

/** Starts Verdaccio on a temporary storage; returns a publish token for a fresh user. */
async function startRegistry({ createUser }) {
  const dir = join(work, 'registry');
  mkdirSync(dir, { recursive: true });
  const busy = await fetch(`${registryUrl}-/ping`).then(
    () => true,
    () => false,
  );
  if (busy) fail(`port ${port} is already in use (set RELEASE_REGISTRY_PORT to another port)`);
  // The project's scopes live only here (never proxied: a same-named package on npmjs cannot mix in);
  // everything else is proxied from npmjs, read-only.
  writeFileSync(
    join(dir, 'config.yaml'),
    `storage: ${join(dir, 'storage')}
auth:
  htpasswd:
    file: ${join(dir, 'htpasswd')}
    max_users: 1
uplinks:
  npmjs:
    url: https://registry.npmjs.org/
    timeout: 60s
packages:
  '@demos/*':
    access: $all
    publish: $authenticated
  '@tools/*':
    access: $all
    publish: $authenticated
  '**':
    access: $all
    proxy: npmjs
web:
  enable: false
server:
  keepAliveTimeout: 60
log: { type: stdout, format: pretty, level: warn }
`,
  );
  registry = startServer(
    'verdaccio',
    process.execPath,
    [
      join(registryTool, 'node_modules/verdaccio/bin/verdaccio'),
      '--config',
      join(dir, 'config.yaml'),
      '--listen',
      `127.0.0.1:${port}`,
    ],
    { cwd: dir, env: baseEnv, logFile: join(results, 'verdaccio.log') },
  );
  await waitForUrl(registry, `${registryUrl}-/ping`, 60_000);
  if (!createUser) return null;
  const password = randomBytes(18).toString('base64url');
  const response = await fetch(`${registryUrl}-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'rehearsal', password }),
  });
  const body = await response.json();
  if (!response.ok || typeof body.token !== 'string')
    fail(`could not create the registry user: ${response.status} ${JSON.stringify(body)}`);
  console.log(`Verdaccio on ${registryUrl}, storage in a temporary folder, user "rehearsal".`);
  return body.token;
}

/** Tracked and new (not ignored) files of the working tree: what a commit of it would hold. */
function copyWorkingTree(copy) {
  const list = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  let count = 0;
  for (const file of list.toString('utf8').split('\0').filter(Boolean)) {
    const from = join(root, file);
    if (!existsSync(from) || !lstatSync(from).isFile()) continue; // deleted, or a symlink/submodule
    const to = join(copy, file);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    chmodSync(to, lstatSync(from).mode & 0o777);
    count += 1;
  }
  console.log(`${count} files copied to a temporary folder.`);
}

/** The workspace's packages as pnpm sees them (new packages are found, not listed here). */
async function workspacePackages(dir) {
  const output = await mustRead('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: dir, env: baseEnv });
  return JSON.parse(output)
    .filter((pkg) => pkg.path !== dir)
    .map((pkg) => ({
      name: pkg.name,
      version: pkg.version,
      private: Boolean(pkg.private),
      dir: pkg.path,
    }));
}

/** Refuses to publish unless both npm and pnpm resolve the registry to the local one. */
async function assertRegistryIs(dir, env) {
  for (const tool of ['npm', 'pnpm']) {
    const value = (await mustRead(tool, ['config', 'get', 'registry'], { cwd: dir, env })).trim();
    if (value.replace(/\/?$/, '/') !== registryUrl)
      fail(`${tool} would publish to ${value}, not to the rehearsal's registry: stopping before publishing`);
  }
  for (const pkg of await workspacePackages(dir)) {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
    const own = Object.keys(manifest.publishConfig ?? {}).filter((key) => key.endsWith('registry'));
    if (own.length > 0)
      fail(`${pkg.name} sets publishConfig.${own[0]}: it would not publish to the registry given`);
  }
}

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'];

/** Every exports/bin/main/types target of a manifest (conditions and nesting flattened). */
function targets(manifest) {
  const found = [];
  const walk = (value) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  walk(typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin ?? {}));
  for (const field of ['main', 'module', 'types', 'typings'])
    if (manifest[field]) found.push(manifest[field]);
  return [...new Set(found)];
}

/** Downloads each published tarball from the registry and checks what a consumer would get. */
async function checkPublished(published, before, copy) {
  const semver = createRequire(join(registryTool, 'package.json'))('semver');
  const privateNames = new Set((await workspacePackages(copy)).filter((p) => p.private).map((p) => p.name));
  const versions = new Map(published.map((p) => [p.name, p.version]));
  const problems = [];
  const landed = [];
  const unpack = join(work, 'unpacked');
  for (const pkg of published) {
    const problem = (text) => problems.push(`${pkg.name}@${pkg.version}: ${text}`);
    const response = await fetch(`${registryUrl}${pkg.name.replace('/', '%2f')}`);
    if (!response.ok) {
      problem(`not in the registry (HTTP ${response.status})`);
      continue;
    }
    const packument = await response.json();
    if (packument['dist-tags']?.latest !== pkg.version)
      problem(`latest is ${packument['dist-tags']?.latest}, expected ${pkg.version}`);
    const entry = packument.versions?.[pkg.version];
    if (!entry) {
      problem('this version is not in the registry');
      continue;
    }
    const tarball = Buffer.from(await (await fetch(entry.dist.tarball)).arrayBuffer());
    const dir = join(unpack, pkg.name.replace('/', '__'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.tgz'), tarball);
    await mustRun('tar', ['-xzf', 'package.tgz'], { cwd: dir });
    const contents = join(dir, 'package');
    const manifest = JSON.parse(readFileSync(join(contents, 'package.json'), 'utf8'));
    for (const field of DEPENDENCY_FIELDS)
      for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
        if (/^(workspace|catalog|link|file):/.test(range)) problem(`${field}.${dep} is still "${range}"`);
        if (field !== 'devDependencies' && privateNames.has(dep))
          problem(`${field}.${dep} is a private workspace package`);
        const ours = versions.get(dep);
        if (field !== 'devDependencies' && ours && !semver.satisfies(ours, range))
          problem(`${field}.${dep} "${range}" does not accept the version just published (${ours})`);
      }
    for (const target of targets(manifest)) {
      if (target.includes('*')) continue;
      if (!existsSync(join(contents, target))) problem(`"${target}" (exports/bin) is not in the tarball`);
    }
    for (const bin of Object.values(
      typeof manifest.bin === 'string' ? { x: manifest.bin } : (manifest.bin ?? {}),
    ))
      if (existsSync(join(contents, bin)) && !readFileSync(join(contents, bin), 'utf8').startsWith('#!'))
        problem(`the bin ${bin} has no #! line`);
    if (manifest.exports && !manifest.exports['.'] && !manifest.exports.import)
      problem('exports has no "." entry');
    for (const file of ['README.md', 'CHANGELOG.md'])
      if (!existsSync(join(contents, file))) problem(`${file} is missing from the tarball`);
    const from = before.find((p) => p.name === pkg.name)?.version ?? '(new)';
    if (from !== pkg.version && existsSync(join(contents, 'CHANGELOG.md'))) {
      const changelog = readFileSync(join(contents, 'CHANGELOG.md'), 'utf8');
      if (!changelog.includes(`## ${pkg.version}`))
        problem(`CHANGELOG.md has no "## ${pkg.version}" section`);
    }
    landed.push({
      name: pkg.name,
      from,
      version: pkg.version,
      files: entry.dist.fileCount ?? countFiles(contents),
      size: tarball.length,
    });
  }
  if (problems.length > 0) fail(`the published packages have problems:\n- ${problems.join('\n- ')}`);
  console.log(
    `All ${landed.length} public packages are in the registry at their new versions, with real ranges, resolvable exports, README and CHANGELOG.`,
  );
  return landed;
}

function countFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** The fenced block after `<!-- release-rehearsal:<name> -->` in the usage doc. */
function readmeBlock(readme, name) {
  const match = new RegExp(
    `<!-- release-rehearsal:${name.replace('.', '\\.')} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``,
  ).exec(readme);
  if (!match) fail(`${USAGE_DOC} has no code block marked <!-- release-rehearsal:${name} -->`);
  return match[1];
}

/** npm/npx command lines only (no shell): each line split into arguments. */
function npmCommands(block) {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      if (!/^(npm|npx) [\w@./ =-]+$/.test(line))
        fail(`${USAGE_DOC}: command "${line}" is not a plain npm/npx command`);
      return line.split(/\s+/).slice(line.startsWith('npx') ? 0 : 1);
    });
}

/** `npx @tools/scaffold` in an empty folder: help, a dry run that writes nothing, then a real run. */
async function checkScaffold(dir, env, registry) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(
    join(dir, '.npmrc'),
    `registry=${registry}\nprefer-online=true\naudit=false\nfund=false\nupdate-notifier=false\n`,
  );
  const npx = (...args) => run('npx', ['--yes', '@tools/scaffold', ...args], { cwd: dir, env });
  const help = await npx('--help');
  writeFileSync(join(results, 'scaffold-help.txt'), help.output);
  if (help.code !== 0 || !help.output.includes('Usage: scaffold --template'))
    fail(`npx @tools/scaffold --help did not print the usage (exit ${help.code}):\n${help.output}`);
  const dry = await npx('--template', 'fullstack', '--name', 'shop', '--dry-run');
  writeFileSync(join(results, 'scaffold-dry-run.txt'), dry.output);
  if (dry.code !== 0 || !dry.output.includes('Dry run: nothing was changed.'))
    fail(`the dry run failed (exit ${dry.code}):\n${dry.output}`);
  if (existsSync(join(dir, 'shop'))) fail('the dry run created files');
  const planned = createdPaths(dry.output);
  if (planned.length < 3) fail(`the dry run planned ${planned.length} paths:\n${dry.output}`);
  const real = await npx('--template', 'fullstack', '--name', 'shop');
  writeFileSync(join(results, 'scaffold-run.txt'), real.output);
  if (real.code !== 0 || !/Done: \d+ created/.test(real.output))
    fail(`npx @tools/scaffold failed (exit ${real.code}):\n${real.output}`);
  const made = createdPaths(real.output);
  if (made.join('\n') !== planned.join('\n'))
    fail(`the real run created other paths than the dry run listed:\n${dry.output}\n${real.output}`);
  const missing = made.filter((path) => !existsSync(join(dir, path)));
  if (missing.length > 0) fail(`reported as created but missing: ${missing.join(', ')}`);
  console.log(
    `npx @tools/scaffold: help printed; the dry run listed ${planned.length} paths and wrote none; the real run created them all.`,
  );
}

/** Paths from the CLI's "would create"/"created" lines. */
function createdPaths(output) {
  return output
    .split('\n')
    .map((line) => /^(?:would create|created)\s+(\S.*?)\/?$/.exec(line)?.[1])
    .filter(Boolean);
}

function tail(text, lines) {
  return text.split('\n').slice(-lines).join('\n');
}

let registry;
try {
  await rehearse();
  console.log(`\nrelease rehearsal: passed in ${since()}.`);
} catch (error) {
  console.error(
    `\nrelease rehearsal FAILED after ${since()}: ${error instanceof RehearsalError ? error.message : error.stack}`,
  );
  process.exitCode = 1;
} finally {
  if (phases.length > 0) console.log(`\nrelease rehearsal, seconds per phase:\n${phaseSummary()}`);
  await /** @type {{ stop(): Promise<unknown> } | undefined} */ (registry)?.stop();
  if (keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
