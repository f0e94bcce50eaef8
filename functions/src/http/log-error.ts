/**
 * Writes one error line as JSON (nothing under `LOG_LEVEL=silent`, as in tests). console.error: in Lambda's JSON log
 * format the line's level is ERROR, which the stage's error alarm counts.
 */
export function logError(msg: string, fields: Record<string, unknown>): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  console.error(JSON.stringify({ level: 'error', msg, ...fields }));
}
