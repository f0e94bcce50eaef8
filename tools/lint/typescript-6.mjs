// ESLint's TypeScript parser (typescript-eslint) drives the TypeScript compiler through its JavaScript API, which the
// project's TypeScript 7 (a native compiler) no longer has. This hook, loaded with `node --import` by `npm run lint`,
// makes every `typescript` import of the lint run resolve to the TypeScript 6.0 installed in tools/lint; the project's
// own type check (`npm run typecheck`) keeps TypeScript 7.
import { registerHooks } from 'node:module';

const typescript6 = new URL('./node_modules/typescript/lib/typescript.js', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript') return { url: typescript6, format: 'commonjs', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
