import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Functions ship their source map beside the bundle without a `sourceMappingURL` comment
 * (infra/lib/bundled-function.ts), because Node would otherwise read and index the whole map at every cold
 * start, a tenth of the start-time budget (docs/decisions/lazy-schemas.md). Stack traces are mapped here
 * instead, only when an unexpected error is logged: the map is read on that first error, then kept.
 */

const LEADING_PARENT_SEGMENTS = /^(?:\.\.\/)+/;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The bundle's map, read once; `null` when there is none (the sources run unbundled, as in tests). */
function readSourceMap(mapPath: string): SourceMap | null {
  try {
    return new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapPayload);
  } catch {
    return null;
  }
}

/**
 * Rewrites the frames of `stack` that point into the bundle at `bundleUrl` (`file:///var/task/index.mjs:1:2345`)
 * to the TypeScript position they came from (`functions/src/http/create-group-handler.ts:120:11`), using the
 * source map written beside the bundle. Frames it cannot map, and every frame when there is no map, stay as
 * they are.
 */
export function createStackMapper(bundleUrl: string): (stack: string) => string {
  const bundlePath = fileURLToPath(bundleUrl);
  // Node names an ES module's frames by URL; a frame may also carry the plain path (other loaders, tools).
  const framePosition = new RegExp(`(?:${escapeForPattern(bundleUrl)}|${escapeForPattern(bundlePath)}):(\\d+):(\\d+)`, 'g');
  let sourceMap: SourceMap | null | undefined;
  return (stack) => {
    sourceMap ??= readSourceMap(`${bundlePath}.map`);
    const map = sourceMap;
    if (!map) return stack;
    return stack.replace(framePosition, (frame, line: string, column: string) => {
      const origin = map.findOrigin(Number(line), Number(column));
      if (!('fileName' in origin)) return frame;
      return `${origin.fileName.replace(LEADING_PARENT_SEGMENTS, '')}:${origin.lineNumber}:${origin.columnNumber}`;
    });
  };
}

/**
 * Maps a stack trace of this function back to its TypeScript sources. Once bundled, every module shares
 * the bundle's `import.meta.url`, so this one mapper covers the whole function.
 */
export const sourceMappedStack = createStackMapper(import.meta.url);
