// The lint rules live with their toolchain in tools/lint (its own TypeScript for the parser); this file puts their
// base at the repository root.
export { default } from './tools/lint/eslint.config.js';
