import { createAiExtension } from './ai/extension';
import type { ServerExtension } from './app';
import { createBoatExtension } from './boat/extension';
import { createNotesExtension } from './notes/extension';

/**
 * The server features, each in its own folder (notes API, AI proxy, …). Adding one: create
 * src/<feature>/extension.ts exporting a `create…Extension(env)` and list it here.
 */
export async function loadExtensions(env: NodeJS.ProcessEnv): Promise<ServerExtension[]> {
  return [createAiExtension(env), await createNotesExtension(env), createBoatExtension(env)];
}
