import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body.ts';

describe('error body', () => {
  it('reads an API error answer, with or without fields', () => {
    expect(readErrorBody({ error: { code: 'NOT_FOUND', message: 'No such package.' } })).toEqual({ error: { code: 'NOT_FOUND', message: 'No such package.' } });
    const withFields = { error: { code: 'VALIDATION_FAILED', message: 'Check these fields', fields: { title: 'is required' } } };
    expect(readErrorBody(withFields)).toEqual(withFields);
  });

  it('returns undefined for anything else', () => {
    for (const value of [
      undefined,
      '<html>Bad gateway</html>',
      { message: 'x' },
      { error: 'x' },
      { error: { code: 'TEAPOT', message: 'x' } },
      { error: { code: 'NOT_FOUND' } },
      { error: { code: 'NOT_FOUND', message: 'x', fields: ['title'] } },
      { error: { code: 'NOT_FOUND', message: 'x', fields: { title: 3 } } },
    ]) {
      expect(readErrorBody(value)).toBeUndefined();
    }
  });
});
