export {
  CLI_NAME,
  CLI_VERSION,
  COMMANDS,
  type CommandName,
  type CommandResult,
  type OutputLine,
  type OutputTone,
  PROMPT,
  runCommand,
} from './commands';
