/** Child processes for the scripts: run to completion, or start and stop a long-running one. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Path of a binary in node_modules/.bin, so scripts never depend on a global install. */
export const bin = (name: string): string => join(process.cwd(), 'node_modules', '.bin', name);

/**
 * Runs a command, streaming its output; rejects with its exit code. Resolves with stdout and stderr
 * together, or with stdout alone when `stdoutOnly` (for commands that print JSON and warn on stderr).
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; stdoutOnly?: boolean } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    // Decoded as text by the streams: a Buffer appended to a string breaks a character split between two chunks.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      output += d;
      stdout += d;
      if (!options.quiet) process.stdout.write(d);
    });
    child.stderr.on('data', (d: string) => {
      output += d;
      if (!options.quiet) process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(options.stdoutOnly ? stdout : output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${options.quiet ? output.slice(-4000) : ''}`)),
    );
  });
}

/** A free TCP port on loopback. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Stops a child and everything it started (it runs in its own process group). */
export function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Runs a script's main function: a failure prints its message (no stack) and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
