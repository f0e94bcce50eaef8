import { describe, expect, it } from 'vitest';
import { routeList } from '@tdp/shared/api/routes';
import { bodyRoutes, hasSampleBody, sampleRequest } from './route-samples.ts';

/** The hardening suites break valid requests one part at a time; this proves the starting points are valid. */
describe('valid sample requests of the route manifest', () => {
  it('has a sample body for every route that takes one', () => {
    expect(bodyRoutes.filter((route) => !hasSampleBody(route.name)).map((route) => route.name)).toEqual([]);
  });

  it.each(routeList.map((route) => [route.name, route] as const))('the sample request of %s passes its schemas', (_name, route) => {
    const sample = sampleRequest(route);
    for (const [part, schema, value] of [
      ['params', route.params, sample.params ?? {}],
      ['query', route.query, sample.query ?? {}],
      ['body', route.body, sample.body],
    ] as const) {
      if (!schema) continue;
      const result = schema.safeParse(value);
      expect(result.success, `${part}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });
});
