/**
 * The real server (`node --import tsx apps/server/src/main.ts`, production mode) as a child process on a free loopback
 * port, in its own process group: used by the load and crash tests and by the browser tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  output: () => string;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL the whole process group, no goodbye. */
  kill(): Promise<void>;
}

/**
 * Starts the server with `env` over this process's environment and waits until it answers /healthz and
 * has logged that it is running; a server that does not start within `timeoutMs` is killed.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  // Node with tsx's loader, as `npm start` runs it but without npx and the tsx command's own process: a second
  // less at each start, which the browser journeys and the crash test do dozens of times.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    }
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok && log.includes('is running')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(`server did not start in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, output: () => log, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}
