import { randomBytes } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * DynamoDB transactions for dynalite, which has none (docs/decisions/atomic-package-saves.md). Installed on the
 * dynalite server itself, so every client of the local stack (the handler processes, the seed, tests) gets them:
 *
 * - `TransactWriteItems` runs alone: it holds the server's write lock while every other request (reads included)
 *   waits, so nobody sees half of it and no two run interleaved.
 * - It checks every condition first, against the items as they are, and answers `TransactionCanceledException`
 *   with one reason per action (`ConditionalCheckFailed` or `None`, the old item when
 *   `ReturnValuesOnConditionCheckFailure` is `ALL_OLD`) when any fails, having written nothing.
 * - Then it applies the writes in order; if one fails (a bad update expression, an item too large, an injected
 *   fault), it puts back every item it had already changed and answers that error: all or nothing.
 * - It refuses, as DynamoDB does, two actions on one item, no action or more than 100, and a request over 4 MB.
 * - `TransactGetItems` reads its items under the lock's shared side, so between two transactions.
 *
 * The layer's own single-item requests go to dynalite through the same port with a per-server key that lets them
 * past the lock the transaction holds. Not reproduced: `ClientRequestToken` idempotency, and DynamoDB's
 * `TransactionConflict` (here a conflicting request waits instead of failing).
 */

/** A single-item write the layer is about to apply. */
export interface TransactionWrite {
  /** 1 for the transaction's first write, and so on (a condition check writes nothing and has no number). */
  index: number;
  operation: 'PutItem' | 'UpdateItem' | 'DeleteItem';
  tableName: string;
}

export interface TransactionLayerOptions {
  /** Called before each write a transaction applies; a throw fails that write (fault-injection tests). */
  beforeWrite?: (write: TransactionWrite) => void | Promise<void>;
}

type AttributeMap = Record<string, unknown>;
type Body = Record<string, unknown>;

/** The most actions and bytes DynamoDB takes in one transaction. */
const MAX_ACTIONS = 100;
const MAX_REQUEST_BYTES = 4 * 1024 * 1024;
const API_VERSION = 'DynamoDB_20120810';
const ERROR_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
const INTERNAL_KEY_HEADER = 'x-local-transaction-key';

/** An error answer of DynamoDB: HTTP status and JSON body. */
class DynamoAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: Body,
  ) {
    super(String(body.message ?? body.Message ?? body.__type));
  }

  get type(): string {
    return (
      String(this.body.__type ?? '')
        .split('#')
        .pop() ?? ''
    );
  }
}

function validationError(message: string): DynamoAnswer {
  return new DynamoAnswer(400, { __type: 'com.amazon.coral.validate#ValidationException', message });
}

/**
 * A lock with a shared side (every ordinary request) and an exclusive side (a transaction), granted in arrival
 * order so a transaction is not starved by a stream of reads.
 */
class RequestLock {
  private shared = 0;
  private exclusive = false;
  private readonly waiting: Array<{ exclusive: boolean; grant: () => void }> = [];

  /** Takes the shared side now if nothing holds or awaits the exclusive one. */
  tryShared(): (() => void) | null {
    if (this.exclusive || this.waiting.length > 0) return null;
    this.shared += 1;
    return this.releaser(false);
  }

  acquire(exclusive: boolean): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push({ exclusive, grant: () => resolve(this.releaser(exclusive)) });
      this.grantWaiting();
    });
  }

  private releaser(exclusive: boolean): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (exclusive) this.exclusive = false;
      else this.shared -= 1;
      this.grantWaiting();
    };
  }

  private grantWaiting(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      if (this.exclusive || (next.exclusive && this.shared > 0)) return;
      this.waiting.shift();
      if (next.exclusive) this.exclusive = true;
      else this.shared += 1;
      next.grant();
    }
  }
}

/** Sends one request of the DynamoDB API to dynalite past the lock; throws a {@link DynamoAnswer} on an error. */
type ItemRequest = (operation: string, body: Body) => Promise<Body>;

function internalRequests(server: Server, key: string): ItemRequest {
  return async (operation, body) => {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `${API_VERSION}.${operation}`,
        // dynalite wants a signature's shape, not a valid one.
        authorization: 'AWS4-HMAC-SHA256 Credential=local/20200101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
        'x-amz-date': '20200101T000000Z',
        [INTERNAL_KEY_HEADER]: key,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Body;
    if (!response.ok) throw new DynamoAnswer(response.status, answer);
    return answer;
  };
}

/** The placeholders (`#name` or `:value`) an expression uses, and only those, of `map`. */
function usedBy(expression: string, map: unknown, pattern: RegExp): Body | undefined {
  if (!map || typeof map !== 'object') return undefined;
  const used = new Set(expression.match(pattern) ?? []);
  const kept = Object.entries(map as Body).filter(([placeholder]) => used.has(placeholder));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** One action of a TransactWriteItems request, with what the layer learns about its item. */
interface Action {
  kind: 'ConditionCheck' | 'Put' | 'Delete' | 'Update';
  input: Body;
  tableName: string;
  key: AttributeMap;
  /** The item before the transaction (undefined: none). */
  before?: AttributeMap;
}

const ACTION_KINDS = ['ConditionCheck', 'Put', 'Delete', 'Update'] as const;

class Transactions {
  private readonly lock = new RequestLock();
  private readonly key = randomBytes(24).toString('hex');
  private readonly send: ItemRequest;

  constructor(
    server: Server,
    private readonly options: TransactionLayerOptions,
  ) {
    this.send = internalRequests(server, this.key);
  }

  /** Routes one request: transactions here, everything else to dynalite under the lock's shared side. */
  handle(request: IncomingMessage, response: ServerResponse, dynalite: RequestListener): void {
    if (request.headers[INTERNAL_KEY_HEADER] === this.key) {
      dynalite(request, response);
      return;
    }
    const operation = String(request.headers['x-amz-target'] ?? '').split('.');
    if (operation[0] === API_VERSION && (operation[1] === 'TransactWriteItems' || operation[1] === 'TransactGetItems')) {
      void this.transaction(operation[1], request, response);
      return;
    }
    const release = this.lock.tryShared();
    if (release) {
      response.once('close', release);
      dynalite(request, response);
      return;
    }
    void this.lock.acquire(false).then((later) => {
      response.once('close', later);
      dynalite(request, response);
    });
  }

  private async transaction(operation: 'TransactWriteItems' | 'TransactGetItems', request: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: { status: number; body: Body };
    try {
      const text = await readBody(request);
      if (operation === 'TransactWriteItems' && Buffer.byteLength(text) > MAX_REQUEST_BYTES)
        throw validationError('Transaction request size exceeds the 4 MB limit');
      const body = parseBody(text);
      const release = await this.lock.acquire(operation === 'TransactWriteItems');
      try {
        answer = { status: 200, body: operation === 'TransactWriteItems' ? await this.write(body) : await this.get(body) };
      } finally {
        release();
      }
    } catch (error) {
      answer =
        error instanceof DynamoAnswer
          ? { status: error.status, body: error.body }
          : { status: 500, body: { __type: `${ERROR_PREFIX}InternalServerError`, message: error instanceof Error ? error.message : String(error) } };
    }
    const json = JSON.stringify(answer.body);
    response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  }

  private async write(body: Body): Promise<Body> {
    const actions = await this.actionsOf(body);
    for (const action of actions) {
      const { Item } = await this.send('GetItem', { TableName: action.tableName, Key: action.key, ConsistentRead: true });
      action.before = Item as AttributeMap | undefined;
    }
    const reasons: Body[] = [];
    for (const action of actions) reasons.push(await this.checkCondition(action));
    if (reasons.some((reason) => reason.Code !== 'None')) {
      throw new DynamoAnswer(400, {
        __type: `${ERROR_PREFIX}TransactionCanceledException`,
        Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
        CancellationReasons: reasons,
      });
    }
    const applied: Action[] = [];
    try {
      for (const action of actions) {
        if (action.kind === 'ConditionCheck') continue;
        const operation = action.kind === 'Put' ? 'PutItem' : action.kind === 'Update' ? 'UpdateItem' : 'DeleteItem';
        await this.options.beforeWrite?.({ index: applied.length + 1, operation, tableName: action.tableName });
        // Counted as changed before it is sent: a write that failed on the way may still have landed.
        applied.push(action);
        await this.send(operation, writeRequestOf(action));
      }
    } catch (error) {
      const unrestored: unknown[] = [];
      for (const action of applied.reverse()) await this.restore(action).catch((failure: unknown) => unrestored.push(failure));
      if (unrestored.length > 0)
        throw new Error(`A transaction failed and ${unrestored.length} of its items could not be put back: ${String(unrestored[0])}`, { cause: error });
      throw error;
    }
    return {};
  }

  /** `None` when the action's condition holds on its item as it is (or it has none), else the reason it fails. */
  private async checkCondition(action: Action): Promise<Body> {
    const expression = action.input.ConditionExpression;
    if (typeof expression !== 'string') return { Code: 'None' };
    // Evaluated by dynalite itself, through a write that changes nothing: the item put back as it is, or the
    // delete of an item that does not exist.
    const condition = {
      TableName: action.tableName,
      ConditionExpression: expression,
      ExpressionAttributeNames: usedBy(expression, action.input.ExpressionAttributeNames, /#[A-Za-z0-9_]+/g),
      ExpressionAttributeValues: usedBy(expression, action.input.ExpressionAttributeValues, /:[A-Za-z0-9_]+/g),
    };
    try {
      if (action.before) await this.send('PutItem', { ...condition, Item: action.before });
      else await this.send('DeleteItem', { ...condition, Key: action.key });
      return { Code: 'None' };
    } catch (error) {
      if (!(error instanceof DynamoAnswer) || error.type !== 'ConditionalCheckFailedException') throw error;
      const item = action.input.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && action.before ? { Item: action.before } : {};
      return { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', ...item };
    }
  }

  /** Puts an item back as it was before the transaction. */
  private async restore(action: Action): Promise<void> {
    if (action.before) await this.send('PutItem', { TableName: action.tableName, Item: action.before });
    else await this.send('DeleteItem', { TableName: action.tableName, Key: action.key });
  }

  private async get(body: Body): Promise<Body> {
    const items = body.TransactItems;
    if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ACTIONS) throw validationError(`TransactItems must hold 1 to ${MAX_ACTIONS} actions`);
    const responses: Body[] = [];
    for (const entry of items as Body[]) {
      const get = entry?.Get as Body | undefined;
      if (!get) throw validationError('Each TransactItems entry of TransactGetItems must be a Get');
      const { Item } = await this.send('GetItem', { ...get, ConsistentRead: true });
      responses.push(Item ? { Item } : {});
    }
    return { Responses: responses };
  }

  /** The request's actions with their tables and keys; refuses what DynamoDB refuses before doing anything. */
  private async actionsOf(body: Body): Promise<Action[]> {
    const items = body.TransactItems;
    if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ACTIONS) throw validationError(`TransactItems must hold 1 to ${MAX_ACTIONS} actions`);
    const keyNames = new Map<string, string[]>();
    const seen = new Set<string>();
    const actions: Action[] = [];
    for (const entry of items as Body[]) {
      const kinds = ACTION_KINDS.filter((kind) => entry?.[kind] !== undefined);
      if (kinds.length !== 1) throw validationError('Each TransactItems entry must hold exactly one of ConditionCheck, Put, Delete, Update');
      const kind = kinds[0]!;
      const input = entry[kind] as Body;
      const tableName = String(input.TableName);
      if (!keyNames.has(tableName)) {
        const { Table } = (await this.send('DescribeTable', { TableName: tableName })) as { Table: { KeySchema: Array<{ AttributeName: string }> } };
        keyNames.set(
          tableName,
          Table.KeySchema.map((element) => element.AttributeName),
        );
      }
      const source = (kind === 'Put' ? input.Item : input.Key) as AttributeMap | undefined;
      if (!source) throw validationError(`${kind} needs ${kind === 'Put' ? 'Item' : 'Key'}`);
      const key = Object.fromEntries(keyNames.get(tableName)!.map((name) => [name, source[name]]));
      const identity = JSON.stringify([tableName, key]);
      if (seen.has(identity)) throw validationError('Transaction request cannot include multiple operations on one item');
      seen.add(identity);
      actions.push({ kind, input, tableName, key });
    }
    return actions;
  }
}

/** The single-item request that applies a write action (its condition kept: it holds, the lock saw to it). */
function writeRequestOf(action: Action): Body {
  const { ReturnValuesOnConditionCheckFailure: _ignored, ...request } = action.input;
  return request;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseBody(text: string): Body {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object') return body as Body;
  } catch {
    // answered below
  }
  throw new DynamoAnswer(400, { __type: 'com.amazon.coral.service#SerializationException' });
}

/**
 * Gives a dynalite server DynamoDB's `TransactWriteItems` and `TransactGetItems` (see the top of this file). Call it
 * once, before the server takes requests.
 */
export function addTransactions(server: Server, options: TransactionLayerOptions = {}): void {
  const [dynalite] = server.listeners('request') as RequestListener[];
  if (!dynalite) throw new Error('addTransactions needs the dynalite server, with its request handler');
  const transactions = new Transactions(server, options);
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => transactions.handle(request, response, dynalite));
}
