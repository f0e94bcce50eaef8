import type { RuntimeConfig } from '@tdp/shared/runtime-config';

/** A valid runtime config for component tests, with recognisable contact values. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  phone: '1-866-555-0142',
  hours: 'Monday–Saturday 9 AM–5 PM Pacific; closed Sunday and statutory holidays',
  supportEmail: 'support@tbbtravel.ca',
  cdnPrefix: '/media/',
  bookingEngineUrl: '',
  stage: 'test',
};
