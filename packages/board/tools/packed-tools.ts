/**
 * For the tests that use @tengen/board as another project gets it (packed-package.test.ts,
 * examples.test.ts): commands run outside the workspace's npm, and `vite preview` of a build.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';

/**
 * The environment without npm's own variables, so npm in the app never acts on the workspace,
 * and without colour: under `CI=true` Vite prints the port in bold, which hides it from a match.
 */
export const outsideNpmEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_|^init_cwd$|^force_color$/i.test(k)),
  ),
  npm_config_update_notifier: 'false',
  NO_COLOR: '1',
};

export async function runOutside(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command, args, {
      cwd,
      env: outsideNpmEnv,
      maxBuffer: 64 << 20,
    });
    return stdout;
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** `vite preview` on a random loopback port; `url` resolves once it listens. */
export function startVitePreview(app: string): { child: ChildProcess; url: Promise<string> } {
  const vite = join(app, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'preview', '--host', '127.0.0.1', '--port', '0'], {
    cwd: app,
    env: outsideNpmEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      const port = stripVTControlCharacters(output).match(/http:\/\/127\.0\.0\.1:(\d+)\//)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}/`);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`vite preview exited (${code}):\n${output}`)));
  });
  return { child, url };
}
