import { LANGUAGES } from './core/languages';

/**
 * The page's copy (en-US only, spec §9). The errors and the unavailable notice, which the store
 * raises too, are in core/messages.ts.
 */
export const TEXT = {
  title: 'Code Converter',
  description: `Translate code between ${LANGUAGES.length} programming languages with AI. Pick the languages, paste your code, and get idiomatic code back as it is written.`,
  settings: 'Conversion settings',
  source: 'Source language',
  target: 'Target language',
  swap: 'Swap languages',
  convert: 'Convert Code',
  describing: 'Description',
  sourceCode: 'Source code',
  sourceFile: 'Source file',
  openFile: 'Open a source file',
  dropFile: 'or drop it here (up to 256 KB): its extension picks the language',
  closeFile: 'Close',
  describePlaceholder: 'Describe what the code should do…',
  convertedCode: 'Converted code',
  copyResult: 'Copy result',
  download: 'Download',
  resultPlaceholder: 'The converted code appears here.',
  continue: 'Continue',
  stop: 'Stop',
  stopLabel: 'Stop the conversion',
  dependencyMap: 'Dependency map',
  note: 'Note',
  noEquivalent: 'no equivalent',
  searchLanguages: 'Search languages…',
  noMatch: 'No language matches.',
  footNote:
    "Your code is sent through this site's server to the AI provider and is not stored. Review converted code before you run it.",
} as const;

export const say = {
  characters: (count: number) => `${count.toLocaleString('en-US')} characters`,
  closeFile: (name: string) => `Close ${name} (the code stays)`,
  // Short enough for the editor at 390 px (the file zone above says how to open or drop a file).
  pastePlaceholder: (language: string) => `Paste your ${language} code here…`,
  writing: (to: string) => `Writing ${to} code…`,
  converting: (from: string, to: string) => `Converting ${from} to ${to}…`,
  mapping: (from: string, to: string) => `Mapping the ${from} dependencies to ${to}…`,
  noImports: (from: string) => `The ${from} code imports no modules or packages.`,
  equivalent: (to: string) => `${to} equivalent`,
  showAll: (label: string) => `Show all ${label.toLowerCase()}s`,
  convertedBy: (model: string) => `Converted by ${model}`,
  stopped: 'Stopped: the result is incomplete. Continue to get the rest, or convert again.',
  cutOff: (maxTokens: number) =>
    `The result is cut off: the answer reached the length limit (${maxTokens.toLocaleString('en-US')} tokens). Continue to get the rest.`,
} as const;
