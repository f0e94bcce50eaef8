import { describe, expect, it } from 'vitest';
import { customSiteOrigin, STAGES, stageConfigFor } from './stage-config.ts';

describe('stageConfigFor', () => {
  it('returns the named stage', () => {
    expect(stageConfigFor('prod')).toBe(STAGES.prod);
  });

  it('asks for -c stage=<name> when no stage is given', () => {
    expect(() => stageConfigFor(undefined)).toThrow('Name the stage to synthesise: -c stage=<name> (one of: dev, prod).');
  });

  it('names the valid stages when the stage is unknown, inherited names included', () => {
    expect(() => stageConfigFor('staging')).toThrow('Unknown stage "staging": use one of dev, prod.');
    expect(() => stageConfigFor('constructor')).toThrow(/Unknown stage/);
  });

  it('protects production data and nothing else', () => {
    expect(STAGES.prod!.protectData).toBe(true);
    expect(STAGES.dev!.protectData).toBe(false);
  });

  it('derives the site origin from an own domain only', () => {
    expect(customSiteOrigin(STAGES.dev!)).toBeUndefined();
    expect(customSiteOrigin({ ...STAGES.prod!, siteDomain: { domainName: 'deals.example.ca', hostedZoneId: 'Z1', hostedZoneName: 'example.ca' } })).toBe(
      'https://deals.example.ca',
    );
  });
});
