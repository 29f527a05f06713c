/// <reference types="node" />
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertValidTree, contentBytes, planTree, type ScaffoldEntry } from '../core/model';

export type StepOutcome = 'created' | 'exists' | 'would create';

export interface AppliedStep {
  type: 'folder' | 'file';
  path: string;
  outcome: StepOutcome;
}

const exists = async (path: string) => {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * Creates the project tree under `cwd` with the same rules and the same bytes as the generated
 * bash script: nothing existing is overwritten, a file where a folder should be is an error, and
 * `dryRun` only reports.
 */
export async function applyTree(
  projectName: string,
  tree: readonly ScaffoldEntry[],
  { cwd, dryRun = false }: { cwd: string; dryRun?: boolean },
): Promise<AppliedStep[]> {
  assertValidTree(projectName, tree);
  const applied: AppliedStep[] = [];
  for (const step of planTree(projectName, tree)) {
    const relative = step.segments.join('/');
    const absolute = join(cwd, ...step.segments);
    const stat = await exists(absolute);
    if (stat) {
      if (step.type === 'folder' && !stat.isDirectory())
        throw new Error(`${relative} exists and is not a folder.`);
      applied.push({ type: step.type, path: relative, outcome: 'exists' });
    } else if (dryRun) {
      applied.push({ type: step.type, path: relative, outcome: 'would create' });
    } else {
      if (step.type === 'folder') await mkdir(absolute);
      // 'wx' fails instead of truncating if the file appeared since the check.
      else await writeFile(absolute, contentBytes(step.content), { flag: 'wx' });
      applied.push({ type: step.type, path: relative, outcome: 'created' });
    }
  }
  return applied;
}
