import { fork, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import type { GatewayRoute } from '@tdp/functions/http/api-gateway-event';
import { lambdaContext, loadGroupHandlers, loadManifestRoutes } from './group-handlers.ts';

/** Runs the functions' handlers for the gateway, the way Lambda runs them for API Gateway. */
export interface HandlerInvoker {
  /** The manifest's routes as the loaded handler code knows them. */
  routes(): Promise<readonly GatewayRoute[]>;
  /** Calls the group's handler with `event` and returns what it returned. */
  invoke(group: HandlerGroup, event: APIGatewayProxyEventV2): Promise<unknown>;
  close(): Promise<void>;
}

/** The handler code could not be loaded (a syntax or import error while editing): the message says why. */
export class HandlerLoadError extends Error {}

/** Loads every group's handler into this process once: fast, for tests. */
export async function createInProcessInvoker(): Promise<HandlerInvoker> {
  const routes = await loadManifestRoutes();
  const handlers = await loadGroupHandlers(routes);
  return {
    routes: async () => routes,
    invoke: async (group, event) => {
      const handler = handlers.get(group);
      if (!handler) throw new Error(`No handler module for group "${group}"`);
      return handler(event, lambdaContext(group, event.requestContext.requestId));
    },
    close: async () => undefined,
  };
}

const HANDLER_PROCESS = fileURLToPath(new URL('./handler-process.ts', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

type WorkerMessage =
  | { type: 'ready'; routes: GatewayRoute[] }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; message: string };

/** One handler process: one loaded copy of the code. */
class HandlerWorker {
  readonly ready: Promise<readonly GatewayRoute[]>;
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private retiring = false;

  constructor(env: Record<string, string>) {
    this.child = fork(HANDLER_PROCESS, [], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, ...env },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') resolve(message.routes);
        else if (message.type === 'failed') reject(new HandlerLoadError(message.message));
        else this.settle(message);
      });
      this.child.once('exit', (code, signal) => {
        const error = new HandlerLoadError(`The handler process exited (${signal ?? `code ${code}`}).`);
        reject(error);
        for (const request of this.pending.values()) request.reject(error);
        this.pending.clear();
      });
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    // A failed load is reported to callers of routes()/invoke(); this keeps it from being an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  invoke(group: HandlerGroup, event: APIGatewayProxyEventV2): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.child.connected) {
        reject(new HandlerLoadError('The handler process is not running.'));
        return;
      }
      this.pending.set(id, { resolve, reject });
      // With a callback, a closed channel is reported here instead of as an 'error' event that would crash us.
      this.child.send({ type: 'invoke', id, group, event }, (error) => {
        if (!error) return;
        this.pending.delete(id);
        reject(error);
      });
    });
  }

  /** Stops the process once the requests it is answering are done. */
  retire(): void {
    this.retiring = true;
    if (this.pending.size === 0) this.child.kill();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill();
    const force = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(force);
  }

  private settle(message: Extract<WorkerMessage, { id: number }>): void {
    const request = this.pending.get(message.id);
    if (!request) return;
    this.pending.delete(message.id);
    if (message.type === 'result') request.resolve(message.result);
    else request.reject(new Error(message.message));
    if (this.retiring && this.pending.size === 0) this.child.kill();
  }
}

export interface ReloadingInvokerOptions {
  /** Environment of the handler process (tables, endpoints, STAGE, ...). */
  env: Record<string, string>;
  /** Folders whose changes load a fresh copy of the code. */
  watchDirs: readonly string[];
  log: (message: string) => void;
}

/**
 * Runs the handlers in a child process and starts a fresh one when a file under `watchDirs` changes.
 * Requests that arrive during a reload wait for the new copy, so the API never refuses a connection.
 */
export function createReloadingInvoker(options: ReloadingInvokerOptions): HandlerInvoker {
  let current: HandlerWorker;
  const retired = new Set<HandlerWorker>();
  let timer: NodeJS.Timeout | undefined;
  const changed = new Set<string>();

  let closing = false;

  function startWorker(): HandlerWorker {
    const worker = new HandlerWorker(options.env);
    // A copy that crashes after loading (process.exit in handler code, say) is replaced, so the API keeps answering.
    worker.ready.then(
      () =>
        worker.exited.then(() => {
          if (closing || worker !== current) return;
          options.log('the handler process exited; starting a fresh copy');
          changed.add('restart after exit');
          reload();
        }),
      () => undefined,
    );
    return worker;
  }

  function reload(): void {
    const files = [...changed];
    changed.clear();
    const previous = current;
    const next = startWorker();
    current = next;
    previous.retire();
    retired.add(previous);
    void previous.exited.then(() => retired.delete(previous));
    // A copy replaced by a newer one before it was ready has nothing worth reporting.
    next.ready.then(
      () => current === next && options.log(`reloaded the handler code (${files.join(', ')})`),
      (error: Error) => current === next && options.log(`the handler code failed to load; the API answers 500 until it is fixed:\n${error.message}`),
    );
  }

  current = startWorker();

  const watchers: FSWatcher[] = options.watchDirs.map((dir) =>
    watch(dir, { recursive: true }, (_event, filename) => {
      // Test files never run in the API; editing them should not restart it.
      if (!filename || /\.test\.tsx?$/.test(filename) || filename.includes('node_modules')) return;
      changed.add(filename);
      clearTimeout(timer);
      timer = setTimeout(reload, 150);
    }),
  );

  return {
    routes: () => current.ready,
    invoke: async (group, event) => {
      // Wait for the newest copy of the code, even when it is replaced while we wait.
      let worker: HandlerWorker;
      do {
        worker = current;
        await worker.ready;
      } while (worker !== current);
      return worker.invoke(group, event);
    },
    close: async () => {
      closing = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await Promise.all([current, ...retired].map((worker) => worker.stop()));
    },
  };
}
