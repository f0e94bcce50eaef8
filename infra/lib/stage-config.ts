import { DEFAULT_CONTACT } from '@tdp/shared/runtime-config';

/** A site address served by CloudFront under our own domain name. */
export interface SiteDomain {
  /** e.g. `deals.tbbtravel.ca`; DNS (a CNAME or alias to the distribution) is managed outside this app. */
  domainName: string;
  /** ACM certificate covering `domainName`; CloudFront only accepts certificates from us-east-1. */
  certificateArn: string;
}

/** Everything that differs between two deployments of the platform. */
export interface StageConfig {
  /** Stage name: prefixes the stacks (`dev-Data`, ...) and is shown in `/config.json`. */
  name: string;
  /** Where the stacks go. The account is left to the CLI's credentials so synth needs none. */
  region: string;
  /**
   * Production data rules: tables and buckets are RETAINed when a stack is deleted, tables have point-in-time
   * recovery and deletion protection. Off in throw-away stages so they can be deleted cleanly.
   */
  protectData: boolean;
  /** Days the functions' logs are kept. */
  logRetentionDays: 7 | 14 | 30 | 90 | 180 | 365;
  /** API Gateway default-stage throttling (steady requests per second and burst). */
  throttling: { rateLimit: number; burstLimit: number };
  /** Own domain for the site; without one the site is served at the distribution's `*.cloudfront.net` address. */
  siteDomain?: SiteDomain;
  /**
   * Sender of the platform's e-mails (`identity` is the SES-verified domain or address that covers `from`)
   * and, optionally, where the agency's lead mail goes (else the functions' default leads address).
   */
  email: { from: string; identity: string; agencyLeadsTo?: string };
  /** External booking engine embedded at /search-and-book ('' when none); its origin is allowed in frames. */
  bookingEngineUrl: string;
  /** Contact facts shown on the site; the agency's defaults unless a stage overrides them. */
  contact: { phone: string; hours: string; supportEmail: string };
  /**
   * Change it to rotate the access-token signing key at the next deploy; the previous key stays in the
   * JWKS so tokens it signed live out their 15 minutes.
   */
  signingKeyGeneration: string;
  /**
   * Change it to rotate, one step, the secret CloudFront adds to every API request (`X-Origin-Verify`): the values
   * shift (previous ← current, current ← next, next ← new) and the functions accept all three, so no request is
   * refused while CloudFront rolls out. Deploy all three stacks (`cdk deploy --all`) before changing it again.
   */
  originSecretGeneration: string;
}

/** The deployable stages. Add one here to deploy another copy (`-c stage=<name>`). */
export const STAGES: Readonly<Record<string, StageConfig>> = {
  dev: {
    name: 'dev',
    region: 'ca-central-1',
    protectData: false,
    logRetentionDays: 14,
    throttling: { rateLimit: 50, burstLimit: 100 },
    email: { from: 'TBB Travel <no-reply@tbbtravel.ca>', identity: 'tbbtravel.ca' },
    bookingEngineUrl: '',
    contact: { ...DEFAULT_CONTACT },
    signingKeyGeneration: '1',
    originSecretGeneration: '1',
  },
  prod: {
    name: 'prod',
    region: 'ca-central-1',
    protectData: true,
    logRetentionDays: 90,
    throttling: { rateLimit: 500, burstLimit: 1000 },
    email: { from: 'TBB Travel <no-reply@tbbtravel.ca>', identity: 'tbbtravel.ca' },
    bookingEngineUrl: '',
    contact: { ...DEFAULT_CONTACT },
    signingKeyGeneration: '1',
    originSecretGeneration: '1',
  },
};

/** The stage named by `-c stage=<name>`, or an error that lists the valid names. */
export function stageConfigFor(name: unknown): StageConfig {
  const known = Object.keys(STAGES).join(', ');
  if (typeof name !== 'string' || name === '') {
    throw new Error(`Name the stage to synthesise: -c stage=<name> (one of: ${known}).`);
  }
  if (!Object.hasOwn(STAGES, name)) throw new Error(`Unknown stage "${name}": use one of ${known}.`);
  return STAGES[name]!;
}

/** The site's own origin when a domain is configured (`https://deals.example.ca`), else undefined. */
export function customSiteOrigin(config: StageConfig): string | undefined {
  return config.siteDomain ? `https://${config.siteDomain.domainName}` : undefined;
}
