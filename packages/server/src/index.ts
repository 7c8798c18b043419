export { run } from './cli/main.ts';
