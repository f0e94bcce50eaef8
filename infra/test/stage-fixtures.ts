import { STAGES, type StageConfig } from '../lib/stage-config.ts';

/** prod with its own domain in a Route 53 zone (named by id and name: synth looks nothing up). */
export const WITH_DOMAIN: StageConfig = {
  ...STAGES.prod!,
  siteDomain: { domainName: 'deals.tbbtravel.ca', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'tbbtravel.ca' },
  bookingEngineUrl: 'https://book.example.com/tbb?agency=1',
};

/** dev with a domain of its own in the same zone, as it would be beside prod in one account. */
export const DEV_WITH_DOMAIN: StageConfig = {
  ...STAGES.dev!,
  siteDomain: { domainName: 'dev-deals.tbbtravel.ca', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'tbbtravel.ca' },
};
