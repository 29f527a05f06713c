// Test-only helper (not exported by the package): parses PowerShell with the tree-sitter grammar that
// VS Code ships as WebAssembly. No PowerShell runtime exists for Debian, so this is the parser we have.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Node, Parser as ParserType } from '@vscode/tree-sitter-wasm';

const require = createRequire(import.meta.url);
const wasmDir = join(dirname(require.resolve('@vscode/tree-sitter-wasm')));

let parser: Promise<ParserType> | undefined;

function loadParser(): Promise<ParserType> {
  parser ??= (async () => {
    const { Parser, Language } =
      require('@vscode/tree-sitter-wasm') as typeof import('@vscode/tree-sitter-wasm');
    await Parser.init({ locateFile: (file: string) => join(wasmDir, file) });
    const language = await Language.load(join(wasmDir, 'tree-sitter-powershell.wasm'));
    const instance = new Parser();
    instance.setLanguage(language);
    return instance;
  })();
  return parser;
}

export interface PowerShellSyntax {
  /** 'line:column text' of every ERROR or MISSING node; empty when the script parses cleanly. */
  errors: string[];
  /** Names of the script's own param() block, in order, without the `$`. */
  parameters: string[];
  /** Names of the functions the script defines. */
  functions: string[];
  /** Every command name the script invokes (cmdlets, functions, executables by name). */
  commands: string[];
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children) if (child) walk(child, visit);
}

export async function parsePowerShell(source: string): Promise<PowerShellSyntax> {
  const tree = (await loadParser()).parse(source);
  if (!tree) throw new Error('The PowerShell parser returned no tree.');
  const result: PowerShellSyntax = { errors: [], parameters: [], functions: [], commands: [] };
  walk(tree.rootNode, (node) => {
    if (node.isError || node.isMissing) {
      result.errors.push(
        `${node.startPosition.row + 1}:${node.startPosition.column + 1} ${node.text.slice(0, 60)}`,
      );
    }
    if (node.type === 'function_statement') {
      const name = node.children.find((child) => child?.type === 'function_name');
      if (name) result.functions.push(name.text);
    }
    if (node.type === 'command_name') result.commands.push(node.text);
  });
  const paramBlock = tree.rootNode.children.find((child) => child?.type === 'param_block');
  if (paramBlock) {
    walk(paramBlock, (node) => {
      if (node.type === 'script_parameter') {
        const variable = node.children.find((child) => child?.type === 'variable');
        if (variable) result.parameters.push(variable.text.replace(/^\$/, ''));
      }
    });
  }
  tree.delete();
  return result;
}
