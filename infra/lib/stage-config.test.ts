import { describe, expect, it } from 'vitest';
import {
  assertDeployable,
  customSiteOrigin,
  declaresMailDomain,
  HOSTED_ZONE_ID_PLACEHOLDER,
  sharedAccountProblems,
  stageConfigProblems,
  STAGES,
  stageConfigFor,
  stageConfigsFor,
  type StageConfig,
} from './stage-config.ts';

describe('stageConfigsFor', () => {
  it('reads one stage, or several for one cloud assembly (the pipeline: dev,prod)', () => {
    expect(stageConfigsFor('dev')).toEqual([STAGES.dev]);
    expect(stageConfigsFor('dev,prod')).toEqual([STAGES.dev, STAGES.prod]);
    expect(stageConfigsFor(' dev , prod ')).toEqual([STAGES.dev, STAGES.prod]);
  });

  it('names a missing, unknown or repeated stage', () => {
    expect(() => stageConfigsFor(undefined)).toThrow('Name the stage to synthesise');
    expect(() => stageConfigsFor('dev,staging')).toThrow('Unknown stage "staging"');
    expect(() => stageConfigsFor('prod,prod')).toThrow('The stage "prod" is named twice in -c stage=prod,prod.');
  });

  it('rolls out by canary in prod and all at once in dev', () => {
    expect(STAGES.prod!.rollout).toBe('canary');
    expect(STAGES.dev!.rollout).toBe('all-at-once');
  });
});

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

describe('stageConfigProblems and assertDeployable', () => {
  const zone = { domainName: 'deals.example.ca', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'example.ca' };
  const prod: StageConfig = { ...STAGES.prod!, siteDomain: zone, email: { from: 'TBB Travel <no-reply@example.ca>', identity: 'example.ca' } };

  it('accepts every stage as configured', () => {
    for (const config of Object.values(STAGES)) expect(stageConfigProblems(config), config.name).toEqual([]);
  });

  it('refuses a production stage without its own domain, whose mail could not be sent', () => {
    const { siteDomain: _dropped, ...withoutDomain } = prod;
    expect(() => assertDeployable(withoutDomain, undefined)).toThrow(/prod protects its data \(a production stage\) but has no siteDomain/);
    // A throw-away stage may run on *.cloudfront.net.
    expect(stageConfigProblems({ ...withoutDomain, protectData: false })).toEqual([]);
  });

  it('refuses a production mail identity outside the zone, unless it already exists in SES', () => {
    const elsewhere = { ...prod, email: { from: 'x <no-reply@other.ca>', identity: 'other.ca' } };
    expect(stageConfigProblems(elsewhere)).toEqual([expect.stringMatching(/"other.ca" is not in the hosted zone example.ca/)]);
    expect(stageConfigProblems({ ...elsewhere, email: { ...elsewhere.email, existingIdentity: true } })).toEqual([]);
  });

  it('refuses a sender the identity does not cover, a zone id that is not one and a domain outside its zone', () => {
    expect(stageConfigProblems({ ...prod, email: { from: 'no-reply@tbbtravel.ca', identity: 'example.ca' } })).toEqual([
      expect.stringMatching(/the sender no-reply@tbbtravel.ca is not covered by the identity example.ca/),
    ]);
    expect(stageConfigProblems({ ...prod, siteDomain: { ...zone, hostedZoneId: 'example.ca' } })).toEqual([expect.stringMatching(/is not a Route 53 zone id/)]);
    expect(stageConfigProblems({ ...prod, siteDomain: { ...zone, domainName: 'deals.other.ca' } })).toEqual([expect.stringMatching(/not in the hosted zone/)]);
  });

  it('accepts the placeholder zone id offline (checks, CI) and refuses it once the CLI has an account', () => {
    const placeholder = { ...prod, siteDomain: { ...zone, hostedZoneId: HOSTED_ZONE_ID_PLACEHOLDER } };
    expect(() => assertDeployable(placeholder, undefined)).not.toThrow();
    expect(() => assertDeployable(placeholder, '123456789012')).toThrow(/write the id of the example.ca hosted zone of account 123456789012/);
    // The pipeline's release synth has no account yet, and is deployed later without synthesising again.
    expect(() => assertDeployable(placeholder, undefined, true)).toThrow(/write the id of the example.ca hosted zone of the stage's account/);
  });

  it('declares a subdomain identity of the zone, and nothing for an identity that already exists', () => {
    expect(declaresMailDomain(prod)).toBe(true);
    expect(declaresMailDomain({ ...prod, email: { from: 'no-reply@dev.example.ca', identity: 'dev.example.ca' } })).toBe(true);
    expect(declaresMailDomain({ ...prod, email: { ...prod.email, existingIdentity: true } })).toBe(false);
    expect(declaresMailDomain(STAGES.dev!)).toBe(false);
  });
});

describe('sharedAccountProblems', () => {
  const zone = { hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'example.ca' };

  it('finds nothing two of the configured stages would both claim', () => {
    expect(sharedAccountProblems(Object.values(STAGES))).toEqual([]);
  });

  it('names a site address, a mail identity or a bootstrap qualifier two stages claim', () => {
    const one: StageConfig = {
      ...STAGES.prod!,
      siteDomain: { ...zone, domainName: 'deals.example.ca' },
      email: { from: 'no-reply@example.ca', identity: 'example.ca' },
    };
    const two: StageConfig = { ...one, name: 'dev', siteDomain: { ...zone, domainName: 'DEALS.example.ca' } };
    expect(sharedAccountProblems([one, two])).toEqual([
      'prod and dev both claim the site address deals.example.ca: give each stage its own.',
      'prod and dev both claim the mail identity example.ca: give each stage its own.',
      'prod and dev both claim the bootstrap qualifier tbbprod: give each stage its own.',
    ]);
    const apart: StageConfig = {
      ...two,
      siteDomain: { ...zone, domainName: 'dev-deals.example.ca' },
      email: { from: 'no-reply@dev.example.ca', identity: 'dev.example.ca' },
      bootstrapQualifier: 'tbbdev',
    };
    expect(sharedAccountProblems([one, apart])).toEqual([]);
  });
});
