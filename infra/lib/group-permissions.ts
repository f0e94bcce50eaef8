import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { HandlerGroup } from '@tdp/shared/api/route-definition';
import { TABLES, type TableName } from '@tdp/functions/data/table-definitions';
import type { AccessLevel, GroupFunction } from './group-function.ts';
import type { StageConfig } from './stage-config.ts';

/** Environment variable naming the signing key secret (read by `functions/src/auth/signing-keys.ts`). */
export const SIGNING_KEY_SECRET_ENV = 'SIGNING_KEY_SECRET_ARN';
/** Environment variable holding the public JWKS every group verifies access tokens with. */
export const JWKS_ENV = 'JWKS_JSON';

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
 * Least privilege of every handler group, in one place. Every group also gets the public JWKS as an
 * environment variable (no AWS call needed to verify a token).
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
}
