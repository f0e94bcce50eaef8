import { DEFAULT_CONTACT } from '@tdp/shared/runtime-config';

/**
 * A site address served by CloudFront under our own domain name, in a Route 53 public hosted zone of the account.
 * The app declares everything in that zone: the us-east-1 certificate (validated by DNS), the A/AAAA alias records
 * of the site and the SES domain identity (DKIM, MAIL FROM) when `email.identity` lies in the zone. The zone is
 * named by id and name, never looked up, so synth needs no credentials.
 */
export interface SiteDomain {
  /** e.g. `deals.tbbtravel.ca`: the site's address, in (or at the apex of) the hosted zone. */
  domainName: string;
  /** The public hosted zone's id (`Z0123456789ABCDEFGHIJ`), from `aws route53 list-hosted-zones`. */
  hostedZoneId: string;
  /** The hosted zone's domain (`tbbtravel.ca`). */
  hostedZoneName: string;
}

/** How the AWS WAF web ACL in front of the distribution limits one client address (requests per 5 minutes). */
export interface EdgeProtection {
  /** Sign-in, password reset, token refresh: `/api/auth/*`. */
  authRequestsPer5Minutes: number;
  /** The public forms: `/api/leads/*`. */
  leadFormRequestsPer5Minutes: number;
}

/** Who deploys the stage from GitHub Actions (OpenID Connect, no stored keys): see docs/decisions/deploy-pipeline.md. */
export interface DeployAccess {
  /** `owner/name` of the repository whose workflow may assume the deploy role. */
  githubRepository: string;
  /** The GitHub environment its deploy job runs in (`dev`, `prod`): the role trusts that environment only. */
  githubEnvironment: string;
  /**
   * Whether this stage's stack creates the account's GitHub OIDC provider (one per account): true for the first
   * stage deployed to an account, false for a second stage in the same account (it uses the existing one).
   */
  createOidcProvider: boolean;
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
  /** Who is told when the stage breaks (alarms) or spends (budget): an on-call mailbox. */
  alertEmail: string;
  /** The web ACL's rate limits; `false` leaves the distribution without WAF (a throw-away dev stage only). */
  edgeProtection: EdgeProtection | false;
  /** Monthly AWS cost budget in US dollars; the alert topic hears at 80 % and 100 % (forecast and actual). */
  monthlyBudgetUsd: number;
  /**
   * Reserved concurrency of the functions a flood reaches first (`public`, the render function: capped) and of the
   * ones that must keep working through it (`auth`, `leads`: guaranteed). Omit in an account still at Lambda's
   * starting quota (AWS refuses reservations that leave fewer than 100 unreserved).
   */
  reservedConcurrency?: { public: number; render: number; auth: number; leads: number };
  /** Per-route throttles (steady requests per second and burst) of sign-in and the public forms. */
  sensitiveRouteThrottling: { rateLimit: number; burstLimit: number };
  /** AWS Backup copies every recovery point to this second region (prod); omit to keep them in the stage's region. */
  backupCopyRegion?: string;
  /** The GitHub Actions deploy role of this stage. */
  deployAccess: DeployAccess;
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
    alertEmail: 'ops@tbbtravel.ca',
    edgeProtection: { authRequestsPer5Minutes: 300, leadFormRequestsPer5Minutes: 100 },
    monthlyBudgetUsd: 50,
    sensitiveRouteThrottling: { rateLimit: 5, burstLimit: 10 },
    deployAccess: { githubRepository: 'tbbtravel/travel-deals', githubEnvironment: 'dev', createOidcProvider: true },
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
    alertEmail: 'ops@tbbtravel.ca',
    edgeProtection: { authRequestsPer5Minutes: 300, leadFormRequestsPer5Minutes: 100 },
    monthlyBudgetUsd: 300,
    reservedConcurrency: { public: 100, render: 100, auth: 20, leads: 20 },
    sensitiveRouteThrottling: { rateLimit: 20, burstLimit: 40 },
    backupCopyRegion: 'ca-west-1',
    deployAccess: { githubRepository: 'tbbtravel/travel-deals', githubEnvironment: 'prod', createOidcProvider: false },
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

/** The stage's e-mail identity is its hosted zone's domain: the app declares it (DKIM, MAIL FROM) in that zone. */
export function declaresMailDomain(config: StageConfig): boolean {
  return config.siteDomain !== undefined && config.email.identity === config.siteDomain.hostedZoneName;
}
