import { logger } from '../src/observability/logger.ts';

/**
 * Runs `work` with the functions' logger at INFO (tests run it silent) and answers the JSON lines it wrote, parsed, in
 * order. The logger writes to stdout and stderr directly (not through `console`), so both are listened to.
 */
export async function captureLogLines(work: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }) as typeof stream.write;
  }
  const level = logger.getLevelName();
  logger.setLogLevel('INFO');
  try {
    await work();
  } finally {
    logger.setLogLevel(level);
    streams.forEach((stream, index) => (stream.write = writes[index]!));
  }
  return lines
    .join('')
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
