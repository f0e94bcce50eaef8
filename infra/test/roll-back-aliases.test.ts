import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  GetAliasCommand,
  GetFunctionConfigurationCommand,
  LambdaClient,
  ListFunctionsCommand,
  ListVersionsByFunctionCommand,
  UpdateAliasCommand,
} from '@aws-sdk/client-lambda';
import { describeMoves, parseRollBackArguments, rollBackAliases } from '../scripts/roll-back-aliases.ts';

/**
 * The runbook's minute-long rollback (issue #32, item 5): the live aliases of the functions a bad deploy changed move
 * back to their previous versions; functions it did not change, and other stages' functions, stay.
 */

const lambda = mockClient(LambdaClient);
const SINCE = new Date('2026-11-29T02:40:00Z');

/** prod's functions as Lambda lists them (two pages), with dev's and a helper without alias beside them. */
function givenFunctions(): void {
  lambda.on(ListFunctionsCommand).resolvesOnce({
    Functions: [
      { FunctionName: 'prod-Api-AuthFunction1A2B-abc' },
      { FunctionName: 'dev-Api-AuthFunction1A2B-def' },
      { FunctionName: 'prod-Api-CatalogueFunction3C4D-ghi' },
    ],
    NextMarker: 'page-2',
  });
  lambda.on(ListFunctionsCommand, { Marker: 'page-2' }).resolves({
    Functions: [
      { FunctionName: 'prod-Web-RenderFunction5E6F-jkl' },
      { FunctionName: 'prod-Web-CustomS3AutoDeleteObjects-mno' },
      { FunctionName: 'prod-Data-Validator-pqr' },
    ],
  });
  const aliases: Record<string, string> = {
    'prod-Api-AuthFunction1A2B-abc': '12',
    'prod-Api-CatalogueFunction3C4D-ghi': '7',
    'prod-Web-RenderFunction5E6F-jkl': '1',
  };
  lambda.on(GetAliasCommand).callsFake((input: { FunctionName: string }) => {
    const version = aliases[input.FunctionName];
    if (!version) return Promise.reject(Object.assign(new Error('Cannot find alias'), { name: 'ResourceNotFoundException' }));
    return Promise.resolve({ Name: 'live', FunctionVersion: version });
  });
  const published: Record<string, string> = {
    'prod-Api-AuthFunction1A2B-abc': '2026-11-29T02:43:10.000+0000',
    'prod-Api-CatalogueFunction3C4D-ghi': '2026-11-20T09:00:00.000+0000',
    'prod-Web-RenderFunction5E6F-jkl': '2026-11-29T02:45:00.000+0000',
  };
  lambda.on(GetFunctionConfigurationCommand).callsFake((input: { FunctionName: string }) => Promise.resolve({ LastModified: published[input.FunctionName] }));
  lambda
    .on(ListVersionsByFunctionCommand, { FunctionName: 'prod-Api-AuthFunction1A2B-abc' })
    .resolvesOnce({ Versions: [{ Version: '$LATEST' }, { Version: '9' }, { Version: '11' }], NextMarker: 'v2' });
  lambda.on(ListVersionsByFunctionCommand, { FunctionName: 'prod-Api-AuthFunction1A2B-abc', Marker: 'v2' }).resolves({ Versions: [{ Version: '12' }] });
  lambda
    .on(ListVersionsByFunctionCommand, { FunctionName: 'prod-Web-RenderFunction5E6F-jkl' })
    .resolves({ Versions: [{ Version: '$LATEST' }, { Version: '1' }] });
  lambda.on(UpdateAliasCommand).resolves({});
}

describe('npm run roll-back-aliases', () => {
  beforeEach(() => {
    lambda.reset();
    givenFunctions();
  });
  afterAll(() => lambda.restore());

  it('says what it would move and moves nothing without --apply', async () => {
    const moves = await rollBackAliases({ stage: 'prod', since: SINCE, apply: false }, new LambdaClient({ region: 'ca-central-1' }));
    expect(moves).toEqual([
      { functionName: 'prod-Api-AuthFunction1A2B-abc', from: '12', to: '11' },
      { functionName: 'prod-Api-CatalogueFunction3C4D-ghi', from: '7', kept: 'published before --since' },
      { functionName: 'prod-Web-RenderFunction5E6F-jkl', from: '1', kept: 'no earlier version' },
    ]);
    expect(lambda.commandCalls(UpdateAliasCommand)).toHaveLength(0);
    expect(describeMoves(moves, false)).toBe(
      'Dry run (nothing moved; add --apply to move):\n' +
        '  prod-Api-AuthFunction1A2B-abc: live 12 → 11 (would move)\n' +
        '  prod-Api-CatalogueFunction3C4D-ghi: live stays on 7 (published before --since)\n' +
        '  prod-Web-RenderFunction5E6F-jkl: live stays on 1 (no earlier version)\n',
    );
  });

  it('with --apply, moves only the aliases the bad deploy moved, to the version before, and clears a canary split', async () => {
    await rollBackAliases({ stage: 'prod', since: SINCE, apply: true }, new LambdaClient({ region: 'ca-central-1' }));
    expect(lambda.commandCalls(UpdateAliasCommand).map((call) => call.args[0].input)).toEqual([
      { FunctionName: 'prod-Api-AuthFunction1A2B-abc', Name: 'live', FunctionVersion: '11', RoutingConfig: { AdditionalVersionWeights: {} } },
    ]);
    // dev's function was never looked at.
    expect(lambda.commandCalls(GetAliasCommand).map((call) => call.args[0].input.FunctionName)).not.toContain('dev-Api-AuthFunction1A2B-def');
  });

  it('says so when the stage has no live alias at all', async () => {
    expect(describeMoves(await rollBackAliases({ stage: 'dev', since: SINCE, apply: false }, new LambdaClient({ region: 'ca-central-1' })), false)).toMatch(
      /No function of the stage has a live alias/,
    );
  });
});

describe('the command line of roll-back-aliases', () => {
  it('reads a full request', () => {
    expect(parseRollBackArguments(['--stage', 'prod', '--since', '2026-11-29T02:40Z', '--apply'])).toEqual({ stage: 'prod', since: SINCE, apply: true });
  });

  it('asks for the stage and a time with its zone', () => {
    expect(() => parseRollBackArguments([])).toThrow(/--stage is required; --since is required\nUsage: npm run roll-back-aliases/);
    expect(() => parseRollBackArguments(['--stage', 'prod', '--since', '2026-11-29T02:40'])).toThrow(/--since must be a time with its zone/);
    expect(() => parseRollBackArguments(['--stage', 'prod', '--since', 'yesterday'])).toThrow(/--since must be a time with its zone/);
  });
});
