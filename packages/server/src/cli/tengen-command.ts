import { readFileSync } from 'node:fs';
import { checkSgf, failedReport, formatReport } from './sgf-check.ts';

const USAGE = `Usage: tengen <command>

Commands:
  serve [--port N] [--host H]  start the site (default 127.0.0.1:8080; data in ./data, or
        [--workers N]          DATABASE_URL=postgres://… for PostgreSQL; with REDIS_URL too,
                               any number of processes serve one site, N of them here)
  sgf check [--json] FILE...   replay each record's main line with the rules core and report
                               size, moves, captures, the final position and any error
  admin ...                    accounts, roles, beans, competitions and plays (tengen admin help)
  problems ...                 make problem collection files: refute, import (tengen problems help)
  gtp [--visits N] [--threads N] [--time S] [--model FILE]
                               Tengen's Go engine as a GTP engine on stdin/stdout (tengen gtp --help)
  help                         this text`;

/** Runs the command line; answers the process exit code (a promise for commands that use the database). */
export function run(
  args: string[],
  out: (line: string) => void,
  errOut: (line: string) => void,
): number | Promise<number> {
  const [group, command, ...rest] = args;
  if (group === undefined || group === 'help' || group === '--help' || group === '-h') {
    out(USAGE);
    return 0;
  }
  if (group === 'sgf' && command === 'check') return sgfCheck(rest, out, errOut);
  // The server and the database are loaded only by the commands that use them, so that
  // `sgf check` starts with the rules core alone.
  if (group === 'admin')
    return import('./admin.ts').then((m) => m.runAdmin(args.slice(1), { out, err: errOut }));
  if (group === 'problems')
    return import('./problems.ts').then((m) => m.runProblems(args.slice(1), { out, err: errOut }));
  if (group === 'gtp') return import('@tengen/engine/gtp').then((m) => m.runGtp(args.slice(1), errOut));
  if (group === 'serve') return import('./serve.ts').then((m) => m.serve(args.slice(1), out, errOut));
  errOut(`tengen: unknown command '${args.join(' ')}'\n\n${USAGE}`);
  return 2;
}

function sgfCheck(args: string[], out: (line: string) => void, errOut: (line: string) => void): number {
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  if (files.length === 0) {
    errOut('tengen sgf check: no file given');
    return 2;
  }
  let failed = 0;
  for (const file of files) {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      failed++;
      const report = failedReport(file, [{ move: null, code: 'READ', message: (e as Error).message }]);
      out(json ? JSON.stringify(report) : formatReport(report));
      continue;
    }
    const report = checkSgf(file, bytes);
    if (!report.ok) failed++;
    out(json ? JSON.stringify(report) : formatReport(report));
  }
  return failed > 0 ? 1 : 0;
}
