// Runs s3rver in its own Node process. s3rver encrypts ListObjects continuation tokens with DES, which
// Node 24's OpenSSL only offers under `--openssl-legacy-provider`; giving that flag to this small child
// keeps it away from the test and gateway processes. Started by `startLocalAws` with one JSON argument.
// Every request passes the signature check S3 makes (s3-request-authorization.ts) before s3rver sees it.
// Type annotations only (no TS-only runtime syntax): Node strips them itself, so no loader is needed.
import S3rver from 's3rver';
import { bucketRequestRefusal, type BucketAccessPolicy, type BucketRefusal } from './s3-request-authorization.ts';

interface S3rverProcessConfig {
  address: string;
  port: number;
  directory: string;
  bucket: string;
  corsXml: string;
  access: BucketAccessPolicy;
}

const config = JSON.parse(process.argv[2] ?? '{}') as S3rverProcessConfig;
const server = new S3rver({
  address: config.address,
  port: config.port,
  directory: config.directory,
  silent: true,
  resetOnClose: false,
  configureBuckets: [{ name: config.bucket, configs: [config.corsXml] }],
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => undefined);
  process.exit(0);
}

// The parent holds an IPC channel: when it goes away (even killed), this process follows.
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('message', (message: unknown) => {
  if (message === 'stop') void stop();
});

/** The part of Koa's context the signature check reads and answers with. */
interface BucketContext {
  method: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
  params: { bucket?: string; key?: string };
  status: number;
  type: string;
  body: unknown;
}
type Middleware = ((ctx: BucketContext, next: () => Promise<unknown>) => unknown) & { router?: { stack: Array<{ stack: Middleware[] }> } };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function errorDocument(refused: BucketRefusal): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refused.code}</Code><Message>${escapeXml(refused.message)}</Message></Error>`;
}

/**
 * Puts the signature check (s3-request-authorization.ts) where s3rver authenticates: after its CORS rule, so a refusal
 * carries the CORS headers S3 would send, and before its own authentication, which leaves SigV4 unchecked. Throws at
 * start when s3rver's router has no such step (a new s3rver version): the bucket never runs unchecked.
 */
function checkSignaturesBeforeAuthentication(app: S3rver, access: BucketAccessPolicy): void {
  const router = (app as unknown as { middleware: Middleware[] }).middleware.find((middleware) => middleware.router)?.router;
  const layer = router?.stack.find((candidate) => candidate.stack.some((middleware) => middleware.name === 'authentication'));
  if (!layer) throw new Error("s3rver's authentication step was not found: the local bucket cannot check signatures");
  const index = layer.stack.findIndex((middleware) => middleware.name === 'authentication');
  const authentication = layer.stack[index]!;
  layer.stack[index] = async (ctx, next) => {
    const objectKey = ctx.params.bucket !== undefined && ctx.params.key ? ctx.params.key : undefined;
    const refused = await bucketRequestRefusal({ method: ctx.method, url: ctx.originalUrl, headers: ctx.headers, objectKey }, access);
    if (!refused) return authentication(ctx, next);
    ctx.status = refused.status;
    ctx.type = 'application/xml';
    ctx.body = errorDocument(refused);
    return undefined;
  };
}

try {
  checkSignaturesBeforeAuthentication(server, config.access);
  const address = await server.run();
  process.send?.({ type: 'ready', port: address.port });
} catch (error) {
  process.send?.({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
