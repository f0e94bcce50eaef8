// Runs s3rver in its own Node process. s3rver encrypts ListObjects continuation tokens with DES, which
// Node 24's OpenSSL only offers under `--openssl-legacy-provider`; giving that flag to this small child
// keeps it away from the test and gateway processes. Started by `startLocalAws` with one JSON argument.
// Type annotations only (no TS-only runtime syntax): Node strips them itself, so no loader is needed.
import S3rver from 's3rver';

interface S3rverProcessConfig {
  address: string;
  port: number;
  directory: string;
  bucket: string;
  corsXml: string;
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

try {
  const address = await server.run();
  process.send?.({ type: 'ready', port: address.port });
} catch (error) {
  process.send?.({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
