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
  /**
   * Whether the stage writes the site's A and AAAA records (default true). `false` while the agency's old site still
   * answers at `domainName` (a cutover, README): the distribution already serves the name and its certificate, but DNS
   * keeps pointing at the old site until the operator removes the old record and deploys with this back to true.
   */
  aliasRecords?: boolean;
}

/** How the AWS WAF web ACL in front of the distribution limits one client address (requests per 5 minutes). */
export interface EdgeProtection {
  /**
   * Every request of the address, whatever the path: a page view is about 40 requests (the page, its scripts and
   * pictures, the API calls), so the limit is set for dozens of page views a minute, well above one person or an office.
   */
  requestsPer5Minutes: number;
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
  /**
   * AWS Backup copies every recovery point to this second region (prod); omit to keep them in the stage's region.
   * prod's is ca-west-1 (Calgary), the other Canadian region: an opt-in region, which the account must enable before
   * anything is deployed there (README, "Deploy a stage", step 4).
   */
  backupCopyRegion?: string;
  /** The GitHub Actions deploy role of this stage. */
  deployAccess: DeployAccess;
  /**
   * How a new version of the request-serving functions (the handler groups, render, image) takes traffic
   * (docs/decisions/safe-rollouts.md): `canary` gives it 10 % for 5 minutes, then all, unless a rollout alarm rings
   * (CodeDeploy then shifts everything back and the deploy fails); `all-at-once` shifts at once, alarms still watched.
   */
  rollout: 'canary' | 'all-at-once';
  /**
   * The qualifier of the stage's own CDK bootstrap (`cdk bootstrap --qualifier`, lower-case letters and digits, at most
   * 10): its stacks deploy through `cdk-<qualifier>-*` roles and assets, and its deploy role may assume those only, so a
   * stage's pipeline cannot deploy another stage of the same account.
   */
  bootstrapQualifier: string;
  /**
   * Sender of the platform's e-mails (`identity` is the SES-verified domain or address that covers `from`)
   * and, optionally, where the agency's lead mail goes (else the functions' default leads address).
   * When `identity` is the hosted zone's domain or a subdomain of it, the stage declares it in SES (DKIM, MAIL FROM
   * `mail.<identity>`): each stage that may share an account or a zone with another needs an identity of its own
   * (prod `tbbtravel.ca`, dev `dev.tbbtravel.ca`). `existingIdentity: true` when the identity already exists in SES (the
   * old site's, during a cutover): the stage then sends through it as it is and declares nothing. A declared identity
   * gets a DMARC record with `dmarcPolicy` (default `none`; `quarantine` once every other sender of the domain, the
   * agency's own mailboxes included, signs aligned; `existing` when the domain already publishes one, which is kept).
   */
  email: { from: string; identity: string; agencyLeadsTo?: string; existingIdentity?: boolean; dmarcPolicy?: 'none' | 'quarantine' | 'reject' | 'existing' };
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

/** Tag every resource of a stage carries (`stage=prod`); activated as a cost allocation tag, it scopes the budget. */
export const STAGE_TAG = 'stage';

/**
 * Stands for the id of a stage's Route 53 zone until the operator writes the real one (README, "Deploy a stage", step 3):
 * synth without credentials accepts it (checks, CI), anything run with an account (`cdk diff`, `cdk deploy`) refuses it.
 */
export const HOSTED_ZONE_ID_PLACEHOLDER = 'ZWRITETHEZONEIDHERE';

/** The deployable stages. Add one here to deploy another copy (`-c stage=<name>`). */
export const STAGES: Readonly<Record<string, StageConfig>> = {
  dev: {
    name: 'dev',
    region: 'ca-central-1',
    protectData: false,
    logRetentionDays: 14,
    throttling: { rateLimit: 50, burstLimit: 100 },
    alertEmail: 'ops@tbbtravel.ca',
    edgeProtection: { requestsPer5Minutes: 3000, authRequestsPer5Minutes: 300, leadFormRequestsPer5Minutes: 100 },
    monthlyBudgetUsd: 50,
    sensitiveRouteThrottling: { rateLimit: 5, burstLimit: 10 },
    deployAccess: { githubRepository: 'tbbtravel/travel-deals', githubEnvironment: 'dev', createOidcProvider: true },
    rollout: 'all-at-once',
    bootstrapQualifier: 'tbbdev',
    // An identity of its own, so dev and prod can share an account (without siteDomain it is verified by hand, README).
    email: { from: 'TBB Travel (dev) <no-reply@dev.tbbtravel.ca>', identity: 'dev.tbbtravel.ca' },
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
    // Public reads are kept at the edge; what reaches the API at 100 times today's traffic (public-reads-at-the-edge.md).
    throttling: { rateLimit: 1000, burstLimit: 2000 },
    // The agency's own domain: a production stage refuses to synthesise without one (mail could not be sent).
    siteDomain: { domainName: 'deals.tbbtravel.ca', hostedZoneId: HOSTED_ZONE_ID_PLACEHOLDER, hostedZoneName: 'tbbtravel.ca' },
    alertEmail: 'ops@tbbtravel.ca',
    edgeProtection: { requestsPer5Minutes: 3000, authRequestsPer5Minutes: 300, leadFormRequestsPer5Minutes: 100 },
    monthlyBudgetUsd: 300,
    reservedConcurrency: { public: 100, render: 100, auth: 20, leads: 20 },
    sensitiveRouteThrottling: { rateLimit: 20, burstLimit: 40 },
    backupCopyRegion: 'ca-west-1',
    deployAccess: { githubRepository: 'tbbtravel/travel-deals', githubEnvironment: 'prod', createOidcProvider: false },
    rollout: 'canary',
    bootstrapQualifier: 'tbbprod',
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

/**
 * The stages named by `-c stage=<name>` or `-c stage=<name>,<name>`: the pipeline synthesises dev and prod into one cloud
 * assembly, built once, whose stacks it deploys stage by stage (`cdk deploy --app cdk.out 'dev/*'`, then `'prod/*'`),
 * so prod gets the very files dev ran (docs/decisions/deploy-pipeline.md). An error names a missing, unknown or repeated stage.
 */
export function stageConfigsFor(value: unknown): StageConfig[] {
  if (typeof value !== 'string' || !value.includes(',')) return [stageConfigFor(value)];
  const names = value.split(',').map((name) => name.trim());
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw new Error(`The stage "${repeated}" is named twice in -c stage=${value}.`);
  return names.map((name) => stageConfigFor(name));
}

/** The site's own origin when a domain is configured (`https://deals.example.ca`), else undefined. */
export function customSiteOrigin(config: StageConfig): string | undefined {
  return config.siteDomain ? `https://${config.siteDomain.domainName}` : undefined;
}

/** Whether `domain` is `zone` or lies under it (`dev.tbbtravel.ca` in `tbbtravel.ca`). */
function isInZone(domain: string, zone: string): boolean {
  const name = domain.toLowerCase();
  const zoneName = zone.toLowerCase().replace(/\.$/, '');
  return name === zoneName || name.endsWith(`.${zoneName}`);
}

/**
 * The stage declares its e-mail identity (DKIM, MAIL FROM) in its hosted zone: the identity is a domain in that zone
 * (its apex or a subdomain) and does not already exist in SES (`existingIdentity`).
 */
export function declaresMailDomain(config: StageConfig): boolean {
  return (
    config.siteDomain !== undefined &&
    config.email.existingIdentity !== true &&
    !config.email.identity.includes('@') &&
    isInZone(config.email.identity, config.siteDomain.hostedZoneName)
  );
}

/** The domain of an address, with or without a display name (`TBB Travel <no-reply@tbbtravel.ca>` → `tbbtravel.ca`). */
function domainOfAddress(address: string): string {
  const bare = /<([^>]+)>/.exec(address)?.[1] ?? address;
  return bare
    .slice(bare.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/**
 * Why a stage cannot be deployed as configured ([] when it can). A production stage (`protectData`) must have its own
 * domain and a mail identity it declares or that already exists: without them it would go live with mail SES refuses
 * (quotes, password resets). In every stage the sender must lie under the identity, and the zone id must look like one.
 */
export function stageConfigProblems(config: StageConfig): string[] {
  const problems: string[] = [];
  const { siteDomain, email } = config;
  if (config.protectData && !siteDomain) {
    problems.push(
      `${config.name} protects its data (a production stage) but has no siteDomain: its e-mails could not be sent. Add siteDomain (README, "Deploy a stage", steps 2 and 3).`,
    );
  }
  if (config.protectData && siteDomain && !declaresMailDomain(config) && email.existingIdentity !== true) {
    problems.push(
      `${config.name}: email.identity "${email.identity}" is not in the hosted zone ${siteDomain.hostedZoneName}; use a domain of that zone, or set existingIdentity when it is already verified in SES.`,
    );
  }
  const identity = email.identity.toLowerCase();
  const coversSender = identity.includes('@') ? email.from.toLowerCase().includes(identity) : domainOfAddress(email.from) === identity;
  if (!coversSender) {
    problems.push(`${config.name}: the sender ${email.from} is not covered by the identity ${email.identity} (SES refuses to send from it).`);
  }
  if (siteDomain && !/^Z[0-9A-Z]{5,31}$/.test(siteDomain.hostedZoneId)) {
    problems.push(`${config.name}: siteDomain.hostedZoneId "${siteDomain.hostedZoneId}" is not a Route 53 zone id (Z…, from aws route53 list-hosted-zones).`);
  }
  if (!/^[a-z0-9]{1,10}$/.test(config.bootstrapQualifier)) {
    problems.push(
      `${config.name}: bootstrapQualifier "${config.bootstrapQualifier}" must be 1 to 10 lower-case letters or digits (cdk bootstrap --qualifier).`,
    );
  }
  if (siteDomain && !isInZone(siteDomain.domainName, siteDomain.hostedZoneName)) {
    problems.push(`${config.name}: ${siteDomain.domainName} is not in the hosted zone ${siteDomain.hostedZoneName}.`);
  }
  return problems;
}

/**
 * Names two stages would both claim if they shared an account or a hosted zone ([] when none): the site's address,
 * and the mail identity with its MAIL FROM and DKIM records. Stages apart in every way may repeat them; the check
 * does not know accounts, so it asks every pair to differ (STAGES is checked by a test).
 */
export function sharedAccountProblems(configs: readonly StageConfig[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (what: string, by: string) => {
    const previous = seen.get(what);
    if (previous) problems.push(`${previous} and ${by} both claim ${what}: give each stage its own.`);
    else seen.set(what, by);
  };
  for (const config of configs) {
    if (config.siteDomain) claim(`the site address ${config.siteDomain.domainName.toLowerCase()}`, config.name);
    if (declaresMailDomain(config)) claim(`the mail identity ${config.email.identity.toLowerCase()}`, config.name);
    claim(`the bootstrap qualifier ${config.bootstrapQualifier}`, config.name);
  }
  return problems;
}

/**
 * Throws when the stage cannot be deployed ({@link stageConfigProblems}), and when it still names the placeholder zone
 * while the CLI has an account (`account` set: a diff or deploy, not an offline synth) or the synth is the pipeline's
 * release build (`release`: its assembly is deployed later, by jobs that do not synthesise again).
 */
export function assertDeployable(config: StageConfig, account: string | undefined, release = false): void {
  const problems = stageConfigProblems(config);
  if ((account || release) && config.siteDomain?.hostedZoneId === HOSTED_ZONE_ID_PLACEHOLDER) {
    problems.push(
      `${config.name}: write the id of the ${config.siteDomain.hostedZoneName} hosted zone of ${account ? `account ${account}` : "the stage's account"} in stage-config.ts (README, "Deploy a stage", step 3).`,
    );
  }
  if (problems.length > 0) throw new Error(`The ${config.name} stage cannot be deployed as configured:\n- ${problems.join('\n- ')}`);
}
