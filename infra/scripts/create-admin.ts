import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import * as z from 'zod/mini';
import { emailSchema, newUsernameSchema } from '@tdp/shared/schemas/auth';
import { resetDynamoClient } from '@tdp/functions/data/dynamo-client';
import { createUser, type User } from '@tdp/functions/data/user-repository';
import { issuePasswordKey } from '@tdp/functions/domain/auth/issue-password-key';
import { STACK_OUTPUTS, stackNameOf, type PlatformStackId } from '../lib/stack-names.ts';
import { stageConfigFor } from '../lib/stage-config.ts';

const USAGE = 'Usage: npm run create-admin -- --stage <name> --username <username> --name "<full name>" --email <address> [--position "<position>"]';

const requestSchema = z.object({
  stage: z.string({ error: 'is required' }).check(z.minLength(1, 'is required')),
  username: newUsernameSchema,
  name: z.string({ error: 'is required' }).check(z.trim(), z.minLength(1, 'is required'), z.maxLength(120, 'must be at most 120 characters')),
  email: emailSchema,
  position: z._default(z.string().check(z.trim(), z.maxLength(120, 'must be at most 120 characters')), 'Administrator'),
});

/** Who to create, as given on the command line. */
export type CreateAdminRequest = z.input<typeof requestSchema>;

/** The admin created and the link through which they choose their password. */
export interface CreatedAdmin {
  user: User;
  invitationLink: string;
  /** Epoch seconds after which the link no longer works. */
  linkExpiresAt: number;
}

/** Reads the command line; throws a message naming each wrong option. */
export function parseCreateAdminArguments(argv: readonly string[]): CreateAdminRequest {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      stage: { type: 'string' },
      username: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      position: { type: 'string' },
    },
    strict: true,
  });
  const result = requestSchema.safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `--${issue.path.join('.')} ${issue.message}`);
    throw new Error(`${problems.join('; ')}\n${USAGE}`);
  }
  return result.data;
}

async function stackOutput(cloudFormation: CloudFormationClient, stage: string, stack: PlatformStackId, output: string): Promise<string> {
  const stackName = stackNameOf(stage, stack);
  const answer = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName })).catch((error: unknown) => {
    throw new Error(`Cannot read stack ${stackName} (is the "${stage}" stage deployed, and are your AWS credentials for its account?): ${String(error)}`);
  });
  const value = answer.Stacks?.[0]?.Outputs?.find((candidate) => candidate.OutputKey === output)?.OutputValue;
  if (!value) throw new Error(`Stack ${stackName} has no output ${output}: deploy the stage with this version first.`);
  return value;
}

/**
 * Creates the first admin of a deployed stage: finds the stage's identity table and site address from its
 * stack outputs, creates the user through the user repository (so the record is exactly what the auth group
 * reads) without a password, and issues an invitation link through which they choose one. No password
 * ever passes through the command line or the shell history.
 */
export async function createAdmin(
  request: CreateAdminRequest,
  cloudFormation: CloudFormationClient = new CloudFormationClient({ region: stageConfigFor(request.stage).region }),
): Promise<CreatedAdmin> {
  const admin = requestSchema.parse(request);
  const config = stageConfigFor(admin.stage);
  process.env.AWS_REGION ??= config.region;
  process.env.IDENTITY_TABLE = await stackOutput(cloudFormation, config.name, 'Data', STACK_OUTPUTS.identityTableName);
  process.env.SITE_URL = await stackOutput(cloudFormation, config.name, 'Web', STACK_OUTPUTS.siteUrl);
  resetDynamoClient();

  const user = await createUser({ username: admin.username, role: 'admin', name: admin.name, email: admin.email, position: admin.position }, 'create-admin');
  const invitation = await issuePasswordKey(user.id, 'invitation');
  return { user, invitationLink: invitation.link, linkExpiresAt: invitation.expiresAt };
}

async function main(): Promise<void> {
  const request = parseCreateAdminArguments(process.argv.slice(2));
  const { user, invitationLink, linkExpiresAt } = await createAdmin(request);
  process.stdout.write(
    `Created admin "${user.username}" (${user.email}) in stage ${request.stage}.\n` +
      `Send them this link to choose their password; it works once, until ${new Date(linkExpiresAt * 1000).toISOString()}:\n` +
      `  ${invitationLink}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`create-admin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
