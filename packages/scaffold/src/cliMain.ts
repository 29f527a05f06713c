/// <reference types="node" />
import { parseArgs } from 'node:util';
import { asciiTree } from './core/asciiTree';
import { InvalidTreeError } from './core/model';
import { generateScript } from './core/script';
import { getTemplate, isTemplateId, TEMPLATE_IDS } from './core/templates';
import { applyTree } from './node/applyPlan';

const USAGE = `Usage: scaffold --template <${TEMPLATE_IDS.join('|')}> --name <project> [--dry-run] [--print-script]

Creates the project folder and the template's tree in the current directory.
Existing files and folders are never overwritten.

  -t, --template      one of: ${TEMPLATE_IDS.join(', ')}
  -n, --name          the project folder name
      --dry-run       show what would be created, change nothing
      --print-script  print the equivalent bash script instead of creating anything
  -h, --help          show this help`;

export async function main(
  argv: string[],
  out: { write(text: string): unknown } = process.stdout,
  err: { write(text: string): unknown } = process.stderr,
  cwd = process.cwd(),
): Promise<number> {
  let values: ReturnType<typeof parse>['values'];
  const parse = (args: string[]) =>
    parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        template: { type: 'string', short: 't' },
        name: { type: 'string', short: 'n' },
        'dry-run': { type: 'boolean', default: false },
        'print-script': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  try {
    values = parse(argv).values;
  } catch (error) {
    err.write(`scaffold: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    out.write(`${USAGE}\n`);
    return 0;
  }
  const { template, name } = values;
  if (!template || !name) {
    err.write(`scaffold: --template and --name are required.\n\n${USAGE}\n`);
    return 2;
  }
  if (!isTemplateId(template)) {
    err.write(`scaffold: unknown template '${template}'. Choose one of: ${TEMPLATE_IDS.join(', ')}.\n`);
    return 2;
  }
  const tree = getTemplate(template).tree();
  try {
    if (values['print-script']) {
      out.write(generateScript(name, tree));
      return 0;
    }
    const steps = await applyTree(name, tree, { cwd, dryRun: values['dry-run'] });
    for (const step of steps)
      out.write(
        `${step.outcome.padEnd(13)} ${JSON.stringify(step.path).slice(1, -1)}${step.type === 'folder' ? '/' : ''}\n`,
      );
    const created = steps.filter((s) => s.outcome === 'created').length;
    out.write(
      values['dry-run']
        ? `Dry run: nothing was changed.\n\n${asciiTree(name, tree)}\n`
        : `Done: ${created} created, ${steps.length - created} already existed.\n`,
    );
    return 0;
  } catch (error) {
    err.write(
      error instanceof InvalidTreeError
        ? `scaffold: invalid name.\n${error.message}\n`
        : `scaffold: ${(error as Error).message}\n`,
    );
    return 1;
  }
}
