import { describe, expect, it } from 'vitest';
import { parseRebuildArguments } from '../scripts/rebuild-report-counters.ts';

describe('the command line of rebuild-report-counters', () => {
  it('reads the stage and writes only with --apply', () => {
    expect(parseRebuildArguments(['--stage', 'prod'])).toEqual({ stage: 'prod', apply: false });
    expect(parseRebuildArguments(['--stage', 'dev', '--apply'])).toEqual({ stage: 'dev', apply: true });
  });

  it('refuses a missing or unknown stage and an unknown option', () => {
    expect(() => parseRebuildArguments([])).toThrow(/Usage: npm run rebuild-report-counters/);
    expect(() => parseRebuildArguments(['--stage', 'staging'])).toThrow(/staging/);
    expect(() => parseRebuildArguments(['--stage', 'prod', '--force'])).toThrow(/--force/);
  });
});
