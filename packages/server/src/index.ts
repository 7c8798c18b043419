export { run } from './cli/tengen-command.ts';
