import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { TABLES, type TableName } from '@tdp/functions/data/table-definitions';
import { PUBLIC_PAGE_PARTITIONS } from '@tdp/functions/data/public-page-partitions';
import { ORIGIN_VERIFY_DIGESTS_ENV, ORIGIN_VERIFY_ENV } from '@tdp/functions/http/origin-verification';
import { bindTableTo, type AccessLevel, type GroupFunction } from './group-function.ts';
import type { StageConfig } from './stage-config.ts';

/** Environment variable naming the signing key secret (read by `functions/src/auth/signing-keys.ts`). */
export const SIGNING_KEY_SECRET_ENV = 'SIGNING_KEY_SECRET_ARN';
/** Environment variable holding the public JWKS every group verifies access tokens with. */
export const JWKS_ENV = 'JWKS_JSON';
/** Environment variable holding the stage's `originSecretGeneration` (see {@link grantGroupAccess}). */
export const ORIGIN_VERIFY_GENERATION_ENV = 'ORIGIN_VERIFY_GENERATION';
/** Environment variable holding the stage's `signingKeyGeneration` (see {@link grantGroupAccess}). */
export const SIGNING_KEY_GENERATION_ENV = 'SIGNING_KEY_GENERATION';

/** What one handler group may touch. Anything not listed here, it cannot reach. */
export interface GroupAccess {
  tables: Partial<Record<TableName, AccessLevel>>;
  mediaBucket?: AccessLevel;
  /** Applicants' attachments: upload and read under `applications/` of the media bucket, nothing else there. */
  applicationAttachments?: boolean;
  /** Agents' own photos: upload and read under `agents/` of the media bucket, nothing else there. */
  agentPhotos?: boolean;
  /** The agents' and admins' private documents: read under `Documents/` of the media bucket, nothing else there. */
  portalDocuments?: boolean;
  /**
   * Saves content that names pictures, so decodes each new one first (functions/src/domain/media/picture-check.ts):
   * gets objects under the public pictures' folders of the media bucket and carries sharp, which runs the function on
   * x86_64 (docs/decisions/picture-check-on-save.md).
   */
  checksPictures?: boolean;
  /** The private access-token signing key: the auth group signs tokens with it. */
  signingKey?: AccessLevel;
  sendsEmail: boolean;
  /** Puts mails on the stage's mail queue (the lead mails: docs/decisions/mail-queue.md). */
  queuesMail?: boolean;
  /**
   * Writes what the public pages show, so asks the site's distribution (and only it) to drop the pages a write changed
   * (`cloudfront:CreateInvalidation`; functions/src/cdn/pages-changed.ts, docs/decisions/public-pages-at-the-edge.md).
   */
  invalidatesPages?: boolean;
  /**
   * Deletes and renames media files, so asks the same distribution to forget their `/media/...` paths (same grant as
   * {@link invalidatesPages}; functions/src/cdn/media-changed.ts).
   */
  invalidatesMedia?: boolean;
}

/**
 * Least privilege of every handler group, in one place. Every group also gets the public JWKS and the origin
 * secret's digests as environment variables (no AWS call needed to verify a token or the origin).
 */
export const GROUP_ACCESS: Readonly<Record<HandlerGroup, GroupAccess>> = {
  // Signed-in agents and admins open the private Documents/ through the public group's presigned GET (portal reads).
  public: { tables: { content: 'R' }, portalDocuments: true, sendsEmail: false },
  auth: { tables: { identity: 'RW', content: 'R' }, signingKey: 'R', sendsEmail: true },
  catalogue: { tables: { content: 'RW' }, checksPictures: true, sendsEmail: false, invalidatesPages: true },
  // Applicants upload their résumé through the leads group's presigned PUT; admins download it through its GET.
  // Its mails go through the mail queue; it keeps the send grant and the agency facts its renders print.
  leads: { tables: { leads: 'RW', content: 'R' }, applicationAttachments: true, sendsEmail: true, queuesMail: true },
  media: { tables: { content: 'R' }, mediaBucket: 'RW', sendsEmail: false, invalidatesMedia: true },
  // Admins manage logins and agents' public profiles together; no signing key (docs/decisions/portal-api.md).
  // Agents upload their own photo through the people group's presigned PUT (agents/{slug}/ only).
  people: { tables: { identity: 'RW', content: 'RW' }, agentPhotos: true, checksPictures: true, sendsEmail: true, invalidatesPages: true },
};

/**
 * The render function (infra/lib/render-function.ts), a group of its own outside the route manifest: it renders the
 * public pages with the public group's handler in process, as a visitor (it holds no JWKS, so no token verifies there:
 * the portal's and admin views stay closed). So it reads the content table's public partitions only (`dynamodb:LeadingKeys`,
 * functions/src/data/public-page-partitions.ts), nothing else (no write, no index, no other table, no media, no
 * secret, no mail, no invalidation).
 */
export const RENDER_FUNCTION_ACCESS: Readonly<Pick<GroupAccess, 'tables'> & { partitions: Partial<Record<TableName, readonly string[]>> }> = {
  tables: { content: 'R' },
  partitions: { content: PUBLIC_PAGE_PARTITIONS },
};

/** Grants the render function exactly {@link RENDER_FUNCTION_ACCESS}. */
export function grantRenderFunctionAccess(fn: lambda.Function, tables: Readonly<Partial<Record<TableName, ITable>>>): void {
  for (const [name, level] of Object.entries(RENDER_FUNCTION_ACCESS.tables) as Array<[TableName, AccessLevel]>) {
    const table = tables[name];
    if (!table) throw new Error(`The render function reads the ${name} table: pass it`);
    bindTableTo(fn, table, TABLES[name], level, RENDER_FUNCTION_ACCESS.partitions[name]);
  }
}

/** The stage's data resources a group may be granted. */
export interface PlatformResources {
  tables: Readonly<Record<TableName, ITable>>;
  mediaBucket: IBucket;
  signingKeySecret: ISecret;
  jwksJson: string;
  /** Digests of the origin secret's values: every group refuses a request that does not carry one of them. */
  originVerifyDigests: string;
  /** The site's distribution: the groups that write content invalidate its cached pages. */
  siteDistribution: IDistribution;
  /** The SES configuration set every send passes (bounces and complaints, suppression list). */
  mailConfigurationSetName: string;
  /** The mail queue (created with the functions, in the API stack), for the groups that queue mail. */
  mailQueue?: { grantQueueing(fn: lambda.Function): void };
  stage: StageConfig;
}

/** Grants a group's function exactly what {@link GROUP_ACCESS} lists for its group. */
export function grantGroupAccess(fn: GroupFunction, resources: PlatformResources): void {
  const access = GROUP_ACCESS[fn.group];
  for (const [name, level] of Object.entries(access.tables) as Array<[TableName, AccessLevel]>) {
    fn.bindTable(resources.tables[name], TABLES[name], level);
  }
  if (access.mediaBucket) fn.bindMediaBucket(resources.mediaBucket, access.mediaBucket);
  if (access.applicationAttachments) fn.bindApplicationAttachments(resources.mediaBucket);
  if (access.agentPhotos) fn.bindAgentPhotos(resources.mediaBucket);
  if (access.portalDocuments) fn.bindPortalDocuments(resources.mediaBucket);
  if (access.checksPictures) fn.bindPublicPictures(resources.mediaBucket);
  if (access.signingKey) fn.bindSecret(resources.signingKeySecret, SIGNING_KEY_SECRET_ENV, access.signingKey);
  if (access.sendsEmail) fn.allowSendingEmail(resources.stage, resources.mailConfigurationSetName);
  if (access.queuesMail) {
    if (!resources.mailQueue) throw new Error(`The ${fn.group} group queues mail: pass the mail queue`);
    resources.mailQueue.grantQueueing(fn);
  }
  if (access.invalidatesPages || access.invalidatesMedia) fn.allowInvalidatingPages(resources.siteDistribution);
  fn.addEnvironment(JWKS_ENV, resources.jwksJson);
  // Digests only, no access to the secret: the functions never read it, so starting one costs no AWS call.
  fn.addEnvironment(ORIGIN_VERIFY_ENV, 'required');
  fn.addEnvironment(ORIGIN_VERIFY_DIGESTS_ENV, resources.originVerifyDigests);
  // Not read by the code: its change changes this stack's template, so `cdk deploy` updates the functions and
  // CloudFormation reads the new digests (a weak reference to the data stack's output is re-read only on an update).
  fn.addEnvironment(ORIGIN_VERIFY_GENERATION_ENV, resources.stage.originSecretGeneration);
  // Not read by the code either, for the same reason: the JWKS is a weak reference to the data stack's output too, so a
  // new signing key would leave this template unchanged, `cdk deploy` would skip the stack, and the functions would
  // keep the old keys (refusing every token the new key signs once the old one leaves the JWKS).
  fn.addEnvironment(SIGNING_KEY_GENERATION_ENV, resources.stage.signingKeyGeneration);
}
