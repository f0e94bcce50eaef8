/**
 * The environment variable that lets visitors' reads trust the catalogue version read a moment ago (milliseconds), and
 * the value the stages set on the public function and the render function: one strongly consistent read per warm
 * instance every five seconds instead of one per call (docs/decisions/public-reads-at-the-edge.md). Unset, as on the
 * local stack, every read asks.
 */
export const CATALOGUE_VERSION_MEMO_ENV = 'CATALOGUE_VERSION_MEMO_MS';
export const CATALOGUE_VERSION_MEMO_MS = 5_000;
