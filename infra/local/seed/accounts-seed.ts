import { hashPassword } from '@tdp/functions/auth/password-hash';
import { createUser, findUserByUsername, type NewUser } from '@tdp/functions/data/user-repository';
import type { SeedContext } from './seed-local-stack.ts';

/** The local stack's two accounts, printed by `npm start`. They exist only in the local stack, never in AWS. */
export const LOCAL_ACCOUNTS: ReadonlyArray<Omit<NewUser, 'passwordHash'> & { password: string }> = [
  {
    username: 'admin',
    password: 'admin-dev-password',
    role: 'admin',
    name: 'Alex Morgan',
    position: 'Operations Manager',
    email: 'alex.morgan@example.com',
  },
  {
    username: 'agent',
    password: 'agent-dev-password',
    role: 'agent',
    name: 'Jordan Lee',
    position: 'Connected Agent',
    email: 'jordan.lee@example.com',
  },
];

/**
 * Creates the local admin and agent through the user repository, so they are stored exactly as real accounts
 * are. Skips an account whose username exists. The repository reads the identity table from the functions'
 * environment, which the local stack sets before seeding.
 */
export async function seedAccounts(context: SeedContext): Promise<void> {
  if (process.env.IDENTITY_TABLE !== context.tableNames.identity) {
    throw new Error('seedAccounts needs the functions’ environment (IDENTITY_TABLE, DYNAMO_ENDPOINT) set to the local stack first');
  }
  for (const { password, ...account } of LOCAL_ACCOUNTS) {
    if (await findUserByUsername(account.username)) continue;
    await createUser({ ...account, passwordHash: await hashPassword(password) }, 'seed');
    context.log(`created the local ${account.role} account "${account.username}"`);
  }
}
