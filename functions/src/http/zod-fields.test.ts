import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zodIssuesToFields } from './zod-fields.ts';

describe('zodIssuesToFields', () => {
  it('names each wrong field once, with its path and the first message', () => {
    const schema = z.strictObject({ title: z.string().check(z.minLength(1, 'is required')), tabs: z.array(z.object({ name: z.string() })) });
    const result = schema.safeParse({ title: '', tabs: [{ name: 3 }], extra: true });
    expect(zodIssuesToFields(result.error!.issues, '')).toEqual({ title: 'is required', 'tabs.0.name': expect.any(String), extra: 'is not an accepted field' });
  });

  it('names a refused `__proto__` or `constructor` key instead of losing it', () => {
    const schema = z.strictObject({ name: z.string() });
    const result = schema.safeParse(JSON.parse('{"name":"x","__proto__":{"role":"admin"},"constructor":{}}'));
    const fields = zodIssuesToFields(result.error!.issues, '');
    expect(Object.keys(fields)).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(fields))).toEqual(JSON.parse('{"__proto__":"is not an accepted field","constructor":"is not an accepted field"}'));
  });

  it('prefixes query and path parameter names', () => {
    const result = z.strictObject({}).safeParse({ page: '2' });
    expect(zodIssuesToFields(result.error!.issues, 'query')).toEqual({ 'query.page': 'is not an accepted field' });
  });
});
