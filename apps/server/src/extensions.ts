import type { ServerExtension } from './app';

/**
 * The server features, each in its own folder (notes API, AI proxy, …). Adding one: create
 * src/<feature>/extension.ts exporting a `create…Extension(env)` and list it here.
 */
export async function loadExtensions(_env: NodeJS.ProcessEnv): Promise<ServerExtension[]> {
  return [];
}
