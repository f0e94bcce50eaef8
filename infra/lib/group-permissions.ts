import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { TABLES, type TableName } from '@tdp/functions/data/table-definitions';
import { ORIGIN_VERIFY_DIGESTS_ENV, ORIGIN_VERIFY_ENV } from '@tdp/functions/http/origin-verification';
import type { AccessLevel, GroupFunction } from './group-function.ts';
import type { StageConfig } from './stage-config.ts';

/** Environment variable naming the signing key secret (read by `functions/src/auth/signing-keys.ts`). */
export const SIGNING_KEY_SECRET_ENV = 'SIGNING_KEY_SECRET_ARN';
/** Environment variable holding the public JWKS every group verifies access tokens with. */
export const JWKS_ENV = 'JWKS_JSON';
/** Environment variable holding the stage's `originSecretGeneration` (see {@link grantGroupAccess}). */
export const ORIGIN_VERIFY_GENERATION_ENV = 'ORIGIN_VERIFY_GENERATION';

/** What one handler group may touch. Anything not listed here, it cannot reach. */
export interface GroupAccess {
  tables: Partial<Record<TableName, AccessLevel>>;
  mediaBucket?: AccessLevel;
  /** Applicants' attachments: upload and read under `applications/` of the media bucket, nothing else there. */
  applicationAttachments?: boolean;
  /** The private access-token signing key: the auth group signs tokens with it. */
  signingKey?: AccessLevel;
  sendsEmail: boolean;
}

/**
 * Least privilege of every handler group, in one place. Every group also gets the public JWKS and the origin
 * secret's digests as environment variables (no AWS call needed to verify a token or the origin).
 */
export const GROUP_ACCESS: Readonly<Record<HandlerGroup, GroupAccess>> = {
  public: { tables: { content: 'R' }, sendsEmail: false },
  auth: { tables: { identity: 'RW', content: 'R' }, signingKey: 'R', sendsEmail: true },
  catalogue: { tables: { content: 'RW' }, sendsEmail: false },
  // Applicants upload their résumé through the leads group's presigned PUT; admins download it through its GET.
  leads: { tables: { leads: 'RW', content: 'R' }, applicationAttachments: true, sendsEmail: true },
  media: { tables: { content: 'R' }, mediaBucket: 'RW', sendsEmail: false },
  // Admins manage logins and agents' public profiles together; no signing key (docs/decisions/portal-api.md).
  people: { tables: { identity: 'RW', content: 'RW' }, sendsEmail: true },
};

/** The stage's data resources a group may be granted. */
export interface PlatformResources {
  tables: Readonly<Record<TableName, ITable>>;
  mediaBucket: IBucket;
  signingKeySecret: ISecret;
  jwksJson: string;
  /** Digests of the origin secret's values: every group refuses a request that does not carry one of them. */
  originVerifyDigests: string;
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
  if (access.signingKey) fn.bindSecret(resources.signingKeySecret, SIGNING_KEY_SECRET_ENV, access.signingKey);
  if (access.sendsEmail) fn.allowSendingEmail(resources.stage);
  fn.addEnvironment(JWKS_ENV, resources.jwksJson);
  // Digests only, no access to the secret: the functions never read it, so starting one costs no AWS call.
  fn.addEnvironment(ORIGIN_VERIFY_ENV, 'required');
  fn.addEnvironment(ORIGIN_VERIFY_DIGESTS_ENV, resources.originVerifyDigests);
  // Not read by the code: its change changes this stack's template, so `cdk deploy` updates the functions and
  // CloudFormation reads the new digests (a weak reference to the data stack's output is re-read only on an update).
  fn.addEnvironment(ORIGIN_VERIFY_GENERATION_ENV, resources.stage.originSecretGeneration);
}
