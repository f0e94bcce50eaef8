import { describe, expect, it } from 'vitest';
import { leadUpdateInputSchema } from './lead-records.ts';

describe('leadUpdateInputSchema', () => {
  it('needs at least one change besides the version', () => {
    expect(leadUpdateInputSchema.safeParse({ version: 3 }).success).toBe(false);
    expect(leadUpdateInputSchema.safeParse({ version: 3, assignedAgent: null }).success).toBe(true);
  });
});
