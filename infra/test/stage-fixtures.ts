import { STAGES, type StageConfig } from '../lib/stage-config.ts';

/** prod with its own domain in a Route 53 zone (named by id and name: synth looks nothing up). */
export const WITH_DOMAIN: StageConfig = {
  ...STAGES.prod!,
  siteDomain: { domainName: 'deals.tbbtravel.ca', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'tbbtravel.ca' },
  bookingEngineUrl: 'https://book.example.com/tbb?agency=1',
};
