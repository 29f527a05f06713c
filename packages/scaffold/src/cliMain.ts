/// <reference types="node" />
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { asciiTree } from './core/asciiTree';
import { InvalidTreeError, LIMITS_TEXT, type ScaffoldEntry } from './core/model';
import { formatTreeTextProblems, MAX_TREE_TEXT_CHARS, parseTreeText } from './core/parseTreeText';
import { generateScript } from './core/script';
import { getTemplate, isTemplateId, TEMPLATE_IDS } from './core/templates';
import { applyTree } from './node/applyPlan';

const USAGE = `Usage: scaffold --template <${TEMPLATE_IDS.join('|')}> --name <project> [--dry-run] [--print-script]
       scaffold --from <file|-> [--name <project>] [--dry-run] [--print-script]

Creates the project folder and its tree in the current directory.
Existing files and folders are never overwritten.

  -t, --template      one of: ${TEMPLATE_IDS.join(', ')} (starter files included)
  -f, --from          read the tree from a file, or from standard input with '-':
                      'tree' output (├── └── │), the page's Copy tree text, or
                      names indented with spaces or tabs; a name ending in '/' is a folder
  -n, --name          the project folder name (with --from, defaults to the tree's root line)
      --dry-run       show what would be created, change nothing
      --print-script  print the equivalent bash script instead of creating anything
  -h, --help          show this help

${LIMITS_TEXT}`;

export interface CliIo {
  write(text: string): unknown;
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    if (text.length > MAX_TREE_TEXT_CHARS) break;
  }
  return text;
}

export async function main(
  argv: string[],
  out: CliIo = process.stdout,
  err: CliIo = process.stderr,
  cwd = process.cwd(),
  stdin: AsyncIterable<Buffer | string> = process.stdin,
): Promise<number> {
  let values: ReturnType<typeof parse>['values'];
  const parse = (args: string[]) =>
    parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        template: { type: 'string', short: 't' },
        from: { type: 'string', short: 'f' },
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
  const { template, from } = values;
  let name = values.name;
  let tree: ScaffoldEntry[];
  if (template !== undefined && from !== undefined) {
    err.write('scaffold: give either --template or --from, not both.\n');
    return 2;
  }
  if (from !== undefined) {
    let text: string;
    try {
      if (from !== '-' && (await stat(from)).size > MAX_TREE_TEXT_CHARS * 4) {
        err.write(
          `scaffold: ${from} is too large to be a tree: at most ${MAX_TREE_TEXT_CHARS.toLocaleString('en-US')} characters are read.\n`,
        );
        return 1;
      }
      text = from === '-' ? await readAll(stdin) : await readFile(from, 'utf8');
    } catch (error) {
      err.write(`scaffold: cannot read ${from}: ${(error as Error).message}\n`);
      return 1;
    }
    const parsed = parseTreeText(text);
    if (!parsed.ok) {
      err.write(
        `scaffold: the tree in ${from === '-' ? 'standard input' : from} cannot be used.\n${formatTreeTextProblems(parsed.problems)}\n`,
      );
      return 1;
    }
    tree = parsed.entries;
    name ??= parsed.root;
    if (name === undefined) {
      err.write('scaffold: the tree has no root line naming the project: give --name.\n');
      return 2;
    }
  } else {
    if (!template || !name) {
      err.write(`scaffold: --template and --name (or --from) are required.\n\n${USAGE}\n`);
      return 2;
    }
    if (!isTemplateId(template)) {
      err.write(`scaffold: unknown template '${template}'. Choose one of: ${TEMPLATE_IDS.join(', ')}.\n`);
      return 2;
    }
    tree = getTemplate(template).tree(name);
  }
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
        ? `scaffold: the tree cannot be created.\n${error.message}\n`
        : `scaffold: ${(error as Error).message}\n`,
    );
    return 1;
  }
}
