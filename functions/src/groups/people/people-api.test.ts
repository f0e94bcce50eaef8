import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentAccountCreateInput } from '@tdp/shared/schemas/people';
import { issueAccessToken } from '../../auth/access-token.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { createUser, type User } from '../../data/user-repository.ts';
import type { OutboxMessage } from '../../email/send-email.ts';
import { addAgent, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';

/**
 * Agents and admins managed through the people group's handler on dynalite: logins without passwords,
 * invitations that really let the person choose a password and sign in, deactivation, and the guards that
 * keep an admin from locking themself out.
 */

let backend: LeadsTestBackend;
let me: User;
let adminToken: string;
let agentToken: string;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  me = await createUser(
    {
      username: 'alex.admin',
      role: 'admin',
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      position: 'Operations Manager',
      passwordHash: await hashPassword('admin-password-1'),
    },
    'test',
  );
  adminToken = (await issueAccessToken({ sub: me.id, role: 'admin', username: me.username })).token;
  agentToken = backend.agentToken;
});
afterAll(() => backend.stop());

function agentInput(overrides: Partial<AgentAccountCreateInput> = {}): AgentAccountCreateInput {
  return {
    slug: 'nadia-haddad',
    name: 'Nadia Haddad',
    username: 'nadia.haddad',
    photo: null,
    bio: 'Nadia plans honeymoons in the Mediterranean.\n\nShe speaks Arabic, French and English.',
    specialties: ['honeymoons', 'europe'],
    languages: ['english', 'french', 'arabic'],
    city: 'Ottawa',
    province: 'ON',
    email: 'nadia.haddad@example.com',
    phone: '613-555-0134',
    membership: 'Connected Agent',
    status: 'active',
    ...overrides,
  };
}

function updateBody(input: AgentAccountCreateInput, version: number, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { slug: _slug, username: _username, ...rest } = input;
  return { ...rest, version, ...changes };
}

function invitationTo(address: string): OutboxMessage {
  const message = backend
    .outbox()
    .filter((entry) => entry.to === address && entry.type === 'agent-invitation')
    .at(-1);
  if (!message) throw new Error(`No invitation to ${address} in the outbox`);
  return message;
}

function keyOf(message: OutboxMessage): string {
  const match = /\/resetpassword\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error('No set-password link in the invitation');
  return match[1]!;
}

async function acceptInvitation(address: string, password: string): Promise<void> {
  const answer = await call('resetPassword', { body: { key: keyOf(invitationTo(address)), password } });
  expect(answer.status).toBe(204);
}

function login(role: 'agent' | 'admin', username: string, password: string) {
  return call('login', { params: { role }, body: { username, password } });
}

/** Every set-password key e-mailed to an address (invitations and resets), oldest first. */
function keysSentTo(address: string): string[] {
  return backend
    .outbox()
    .filter((entry) => entry.to === address)
    .map(keyOf);
}

/** What the reset page and the set-password request answer for a key: 200/204 while it works, 404 after. */
async function keyWorks(key: string): Promise<boolean> {
  const check = await call('checkResetKey', { params: { key } });
  expect([200, 404]).toContain(check.status);
  return check.status === 200;
}

async function setPasswordWith(key: string, password: string): Promise<number> {
  return (await call('resetPassword', { body: { key, password } })).status;
}

describe('connected agents', () => {
  it('creates the login and the public profile, and invites the agent, who sets a password and signs in', async () => {
    const created = await call('createAgentAccount', { token: adminToken, body: agentInput() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'nadia-haddad',
      name: 'Nadia Haddad',
      status: 'active',
      version: 2,
      login: { username: 'nadia.haddad', status: 'active', invitationPending: true },
    });
    expect(created.body.invitation).toMatchObject({ sentTo: 'nadia.haddad@example.com', sent: true });
    expect(JSON.stringify(created.body)).not.toMatch(/password/i);

    const invitation = invitationTo('nadia.haddad@example.com');
    expect(invitation.text).toContain('nadia.haddad');
    expect((await login('agent', 'nadia.haddad', 'chosen-password-1')).status).toBe(401);
    await acceptInvitation('nadia.haddad@example.com', 'chosen-password-1');
    const session = await login('agent', 'nadia.haddad', 'chosen-password-1');
    expect(session.status).toBe(200);
    expect(session.body.role).toBe('agent');

    const directory = await call('listAgents');
    expect(directory.body.data.map((agent: { slug: string }) => agent.slug)).toContain('nadia-haddad');
    const account = await call('getAgentAccount', { token: adminToken, params: { slug: 'nadia-haddad' } });
    expect(account.body.data.login.invitationPending).toBe(false);

    const portalMe = await call('getPortalAccount', { token: session.body.accessToken });
    expect(portalMe.body.data).toEqual({
      username: 'nadia.haddad',
      name: 'Nadia Haddad',
      role: 'agent',
      status: 'active',
      membership: 'Connected Agent',
      picture: null,
      profileSlug: 'nadia-haddad',
    });
  });

  it('invites an agent with just a name, e-mail and username, and lists them publicly once the profile is complete', async () => {
    const created = await call('createAgentAccount', {
      token: adminToken,
      body: { slug: 'farah-nadeem', name: 'Farah Nadeem', email: 'farah.nadeem@example.com', username: 'farah.nadeem', status: 'active' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'farah-nadeem',
      bio: '',
      city: '',
      province: null,
      phone: '',
      languages: [],
      specialties: [],
      photo: null,
      membership: 'Connected Agent',
      profileComplete: false,
      login: { username: 'farah.nadeem', invitationPending: true },
    });
    expect(created.body.invitation).toMatchObject({ sentTo: 'farah.nadeem@example.com', sent: true });

    // Not public until complete: neither in the directory nor at /ca/{slug}.
    expect((await call('listAgents')).body.data.map((agent: { slug: string }) => agent.slug)).not.toContain('farah-nadeem');
    expect((await call('getAgent', { params: { slug: 'farah-nadeem' } })).status).toBe(404);

    // An admin can save it still incomplete (a blank is not a problem), then complete it.
    const {
      slug: _slug,
      username: _username,
      login: _login,
      profileComplete: _complete,
      version,
      createdAt: _c,
      createdBy: _cb,
      updatedAt: _u,
      updatedBy: _ub,
      ...profile
    } = created.body.data;
    const stillIncomplete = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: 'farah-nadeem' },
      body: { ...profile, city: 'Halifax', version },
    });
    expect(stillIncomplete.status).toBe(200);
    expect(stillIncomplete.body.data.profileComplete).toBe(false);
    const completed = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: 'farah-nadeem' },
      body: {
        ...profile,
        city: 'Halifax',
        province: 'NS',
        phone: '902-555-0101',
        bio: 'Farah plans Atlantic cruises.',
        languages: ['english', 'arabic'],
        version: stillIncomplete.body.data.version,
      },
    });
    expect(completed.status).toBe(200);
    expect(completed.body.data.profileComplete).toBe(true);
    expect((await call('listAgents')).body.data.map((agent: { slug: string }) => agent.slug)).toContain('farah-nadeem');
    expect((await call('getAgent', { params: { slug: 'farah-nadeem' } })).body.data).toMatchObject({ slug: 'farah-nadeem', province: 'NS' });

    // A phone, when given, must still be one.
    const badPhone = await call('createAgentAccount', {
      token: adminToken,
      body: { slug: 'lee-park', name: 'Lee Park', email: 'lee.park@example.com', username: 'lee.park', status: 'active', phone: 'call me' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.fields).toHaveProperty('phone');
  });

  it('deactivating an agent stops the login, ends the sessions and takes the profile out of the directory', async () => {
    const input = agentInput({ slug: 'omar-farouk', name: 'Omar Farouk', username: 'omar.farouk', email: 'omar.farouk@example.com' });
    const created = await call('createAgentAccount', { token: adminToken, body: input });
    await acceptInvitation('omar.farouk@example.com', 'omar-password-1');
    const session = await login('agent', 'omar.farouk', 'omar-password-1');
    expect(session.status).toBe(200);

    const deactivated = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: 'omar-farouk' },
      body: updateBody(input, created.body.data.version, { status: 'inactive' }),
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data).toMatchObject({ status: 'inactive', login: { status: 'inactive' } });

    expect((await login('agent', 'omar.farouk', 'omar-password-1')).status).toBe(401);
    expect((await call('refreshToken', { body: { refreshToken: session.body.refreshToken } })).status).toBe(401);
    expect((await call('listAgents')).body.data.map((agent: { slug: string }) => agent.slug)).not.toContain('omar-farouk');
    expect((await call('getAgent', { params: { slug: 'omar-farouk' } })).status).toBe(404);
    expect((await call('getPortalAccount', { token: session.body.accessToken })).status).toBe(404);

    const admins = await call('listAgentAccounts', { token: adminToken });
    expect(admins.body.data.find((agent: { slug: string }) => agent.slug === 'omar-farouk')).toMatchObject({ status: 'inactive' });
  });

  it('renames the login and keeps the profile linked to it', async () => {
    const input = agentInput({ slug: 'lena-schmidt', name: 'Lena Schmidt', username: 'lena.s', email: 'lena.schmidt@example.com' });
    const created = await call('createAgentAccount', { token: adminToken, body: input });
    const renamed = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: 'lena-schmidt' },
      body: updateBody(input, created.body.data.version, { username: 'lena.schmidt', city: 'Kelowna', province: 'BC' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ city: 'Kelowna', login: { username: 'lena.schmidt' } });
    expect(renamed.body).not.toHaveProperty('invitation');
    expect((await call('getAgentAccount', { token: adminToken, params: { slug: 'lena-schmidt' } })).body.data.login.username).toBe('lena.schmidt');
  });

  it('gives a profile without a login one (with an invitation) when a username is saved', async () => {
    await addAgent({ slug: 'no-login-yet', name: 'No Login Yet', email: 'no.login@example.com' });
    const before = await call('getAgentAccount', { token: adminToken, params: { slug: 'no-login-yet' } });
    expect(before.body.data.login).toBeNull();
    expect((await call('sendAgentInvitation', { token: adminToken, params: { slug: 'no-login-yet' } })).status).toBe(409);

    const {
      login: _login,
      profileComplete: _complete,
      version,
      createdAt: _c,
      createdBy: _cb,
      updatedAt: _u,
      updatedBy: _ub,
      slug: _s,
      ...profile
    } = before.body.data;
    const saved = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: 'no-login-yet' },
      body: { ...profile, version, username: 'first.login' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.login).toMatchObject({ username: 'first.login', invitationPending: true });
    expect(saved.body.invitation).toMatchObject({ sentTo: 'no.login@example.com', sent: true });

    const resent = await call('sendAgentInvitation', { token: adminToken, params: { slug: 'no-login-yet' } });
    expect(resent.status).toBe(200);
    await acceptInvitation('no.login@example.com', 'first-password-1');
    expect((await login('agent', 'first.login', 'first-password-1')).status).toBe(200);
    expect((await call('sendAgentInvitation', { token: adminToken, params: { slug: 'no-login-yet' } })).status).toBe(409);
  });

  it('answers 409 naming the slug, username or e-mail already in use, and writes nothing', async () => {
    const taken = await call('createAgentAccount', { token: adminToken, body: agentInput({ username: 'alex.admin', email: 'alex.morgan@example.com' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({
      slug: 'is already used by another agent',
      username: 'is already taken',
      email: 'is already used by another account',
    });
    const fresh = await call('createAgentAccount', {
      token: adminToken,
      body: agentInput({ slug: 'fresh-slug', username: 'alex.admin', email: 'fresh@example.com' }),
    });
    expect(fresh.status).toBe(409);
    expect((await call('getAgentAccount', { token: adminToken, params: { slug: 'fresh-slug' } })).status).toBe(404);
  });

  it('answers 409 to a save at a stale version', async () => {
    const input = agentInput({ slug: 'stale-agent', name: 'Stale Agent', username: 'stale.agent', email: 'stale.agent@example.com' });
    const created = await call('createAgentAccount', { token: adminToken, body: input });
    const version = created.body.data.version;
    expect(
      (await call('updateAgentAccount', { token: adminToken, params: { slug: 'stale-agent' }, body: updateBody(input, version, { city: 'Victoria' }) })).status,
    ).toBe(200);
    const stale = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: 'stale-agent' },
      body: updateBody(input, version, { city: 'Nanaimo' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.fields).toEqual({ version: 'is out of date' });
    expect((await call('getAgentAccount', { token: adminToken, params: { slug: 'stale-agent' } })).body.data.city).toBe('Victoria');
  });

  it('answers 400 naming the fields', async () => {
    const answer = await call('createAgentAccount', {
      token: adminToken,
      body: agentInput({ slug: 'Bad Slug', username: 'no spaces allowed', languages: ['klingon' as never], email: 'not-an-email' }),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['email', 'languages.0', 'slug', 'username']);
    const withPassword = await call('createAgentAccount', { token: adminToken, body: { ...agentInput(), password: 'secret-123' } });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.error.fields).toEqual({ password: 'is not an accepted field' });
  });

  it('deletes the login and the profile', async () => {
    const input = agentInput({ slug: 'leaving-agent', name: 'Leaving Agent', username: 'leaving.agent', email: 'leaving@example.com' });
    await call('createAgentAccount', { token: adminToken, body: input });
    await acceptInvitation('leaving@example.com', 'leaving-password-1');
    expect((await call('deleteAgentAccount', { token: adminToken, params: { slug: 'leaving-agent' } })).status).toBe(204);
    expect((await login('agent', 'leaving.agent', 'leaving-password-1')).status).toBe(401);
    expect((await call('getAgent', { params: { slug: 'leaving-agent' } })).status).toBe(404);
    expect((await call('deleteAgentAccount', { token: adminToken, params: { slug: 'leaving-agent' } })).status).toBe(404);
    // Username and e-mail are free again.
    expect((await call('createAgentAccount', { token: adminToken, body: input })).status).toBe(201);
  });

  it('refuses agents on every agent-management route', async () => {
    expect((await call('listAgentAccounts', { token: agentToken })).status).toBe(403);
    expect((await call('createAgentAccount', { token: agentToken, body: agentInput({ slug: 'x-agent' }) })).status).toBe(403);
    expect((await call('deleteAgentAccount', { token: agentToken, params: { slug: 'nadia-haddad' } })).status).toBe(403);
  });
});

describe('admins', () => {
  const adminInput = {
    name: 'Priya Sandhu',
    username: 'priya.sandhu',
    email: 'priya.sandhu@example.com',
    position: 'Agent Success Manager',
    profile_picture: 'Documents/Team/priya.jpg',
    status: 'active',
  };

  it('creates an admin without a password, invites them, and lists them on the team page', async () => {
    const created = await call('createAdminAccount', { token: adminToken, body: adminInput });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Priya Sandhu',
      username: 'priya.sandhu',
      position: 'Agent Success Manager',
      profile_picture: 'Documents/Team/priya.jpg',
      invitationPending: true,
      version: 1,
    });
    await acceptInvitation('priya.sandhu@example.com', 'priya-password-1');
    expect((await login('admin', 'priya.sandhu', 'priya-password-1')).status).toBe(200);

    const team = await call('listPortalTeam', { token: agentToken });
    expect(team.status).toBe(200);
    expect(team.body.data).toContainEqual({
      id: created.body.data.id,
      name: 'Priya Sandhu',
      position: 'Agent Success Manager',
      profile_picture: 'Documents/Team/priya.jpg',
    });
    expect(JSON.stringify(team.body)).not.toContain('priya.sandhu');

    const list = await call('listAdminAccounts', { token: adminToken });
    expect(list.body.data.map((admin: { name: string }) => admin.name)).toEqual(['Alex Morgan', 'Priya Sandhu']);
  });

  it('updates an admin at the version loaded; deactivating ends their sessions and drops them from the team', async () => {
    const created = await call('createAdminAccount', {
      token: adminToken,
      body: { ...adminInput, name: 'Sam Ortiz', username: 'sam.ortiz', email: 'sam.ortiz@example.com' },
    });
    const id = created.body.data.id;
    await acceptInvitation('sam.ortiz@example.com', 'sam-password-1');
    const session = await login('admin', 'sam.ortiz', 'sam-password-1');

    const moved = await call('updateAdminAccount', {
      token: adminToken,
      params: { id },
      body: { ...adminInput, name: 'Sam Ortiz', username: 'sam.ortiz', email: 'sam.ortiz@example.com', position: 'Marketing Lead', version: 1 },
    });
    expect(moved.body.data).toMatchObject({ position: 'Marketing Lead', version: 2 });
    const stale = await call('updateAdminAccount', {
      token: adminToken,
      params: { id },
      body: { ...adminInput, name: 'Sam Ortiz', username: 'sam.ortiz', email: 'sam.ortiz@example.com', version: 1 },
    });
    expect(stale.status).toBe(409);

    const off = await call('updateAdminAccount', {
      token: adminToken,
      params: { id },
      body: { ...adminInput, name: 'Sam Ortiz', username: 'sam.ortiz', email: 'sam.ortiz@example.com', status: 'inactive', version: 2 },
    });
    expect(off.status).toBe(200);
    expect((await call('refreshToken', { body: { refreshToken: session.body.refreshToken } })).status).toBe(401);
    expect((await login('admin', 'sam.ortiz', 'sam-password-1')).status).toBe(401);
    expect((await call('listPortalTeam', { token: agentToken })).body.data.map((member: { name: string }) => member.name)).not.toContain('Sam Ortiz');
  });

  it('does not let an admin deactivate or delete themself', async () => {
    const own = await call('getAdminAccount', { token: adminToken, params: { id: me.id } });
    const { id: _id, invitationPending: _p, createdAt: _c, createdBy: _cb, updatedAt: _u, updatedBy: _ub, ...fields } = own.body.data;
    const deactivate = await call('updateAdminAccount', { token: adminToken, params: { id: me.id }, body: { ...fields, status: 'inactive' } });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.error.fields).toEqual({ status: 'cannot be inactive for your own account' });
    expect((await call('deleteAdminAccount', { token: adminToken, params: { id: me.id } })).status).toBe(409);
    expect((await call('getAdminAccount', { token: adminToken, params: { id: me.id } })).body.data.status).toBe('active');
  });

  it('deletes another admin', async () => {
    const created = await call('createAdminAccount', {
      token: adminToken,
      body: { ...adminInput, name: 'Temp Admin', username: 'temp.admin', email: 'temp.admin@example.com' },
    });
    expect((await call('deleteAdminAccount', { token: adminToken, params: { id: created.body.data.id } })).status).toBe(204);
    expect((await call('getAdminAccount', { token: adminToken, params: { id: created.body.data.id } })).status).toBe(404);
  });

  it('answers 400 naming the fields, 409 for a taken username, 404 for an agent id, and 403 to agents', async () => {
    const bad = await call('createAdminAccount', { token: adminToken, body: { ...adminInput, username: 'x', email: 'nope', position: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'position', 'username']);
    const taken = await call('createAdminAccount', { token: adminToken, body: { ...adminInput, email: 'other@example.com' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ username: 'is already taken' });
    const agentLogin = (await call('getAgentAccount', { token: adminToken, params: { slug: 'nadia-haddad' } })).body.data.login.userId;
    expect((await call('getAdminAccount', { token: adminToken, params: { id: agentLogin } })).status).toBe(404);
    expect((await call('getAdminAccount', { token: adminToken, params: { id: 'not-a-uuid' } })).status).toBe(400);
    expect((await call('listAdminAccounts', { token: agentToken })).status).toBe(403);
    expect((await call('createAdminAccount', { token: agentToken, body: adminInput })).status).toBe(403);
  });

  it('shows an admin in the portal as Admin', async () => {
    const portalMe = await call('getPortalAccount', { token: adminToken });
    expect(portalMe.body.data).toEqual({
      username: 'alex.admin',
      name: 'Alex Morgan',
      role: 'admin',
      status: 'active',
      membership: 'Admin',
      picture: null,
      profileSlug: null,
    });
  });
});

describe('outstanding set-password links (invitations and resets)', () => {
  let sequence = 0;
  function newAdmin(email: string) {
    sequence += 1;
    return { name: `Link Admin ${sequence}`, username: `link.admin.${sequence}`, email, position: 'Coordinator', profile_picture: null, status: 'active' };
  }
  function newAgent(email: string): AgentAccountCreateInput {
    sequence += 1;
    return agentInput({ slug: `link-agent-${sequence}`, name: `Link Agent ${sequence}`, username: `link.agent.${sequence}`, email });
  }

  it("revokes an admin's invitation sent to a mistyped address when the address is corrected (the reported attack)", async () => {
    const created = await call('createAdminAccount', { token: adminToken, body: newAdmin('jordan.lee@exmaple.com') });
    const [mistypedKey] = keysSentTo('jordan.lee@exmaple.com');
    const corrected = await call('updateAdminAccount', {
      token: adminToken,
      params: { id: created.body.data.id },
      body: { ...newAdmin('jordan.lee@example.com'), username: created.body.data.username, name: created.body.data.name, version: created.body.data.version },
    });
    expect(corrected.status).toBe(200);
    expect(await keyWorks(mistypedKey!)).toBe(false);
    expect(await setPasswordWith(mistypedKey!, 'whoever-got-the-mail')).toBe(404);

    expect((await call('sendAdminInvitation', { token: adminToken, params: { id: created.body.data.id } })).status).toBe(200);
    const [correctKey] = keysSentTo('jordan.lee@example.com');
    expect(await setPasswordWith(correctKey!, 'jordan-password-1')).toBe(204);
    expect((await login('admin', created.body.data.username, 'jordan-password-1')).status).toBe(200);
    expect((await login('admin', created.body.data.username, 'whoever-got-the-mail')).status).toBe(401);
  });

  it("revokes an agent's invitation when the agent's e-mail address changes", async () => {
    const input = newAgent('wrong.address@exmaple.com');
    const created = await call('createAgentAccount', { token: adminToken, body: input });
    const [mistypedKey] = keysSentTo('wrong.address@exmaple.com');
    const moved = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: input.slug },
      body: updateBody(input, created.body.data.version, { email: 'right.address@example.com' }),
    });
    expect(moved.status).toBe(200);
    expect(await setPasswordWith(mistypedKey!, 'whoever-got-the-mail')).toBe(404);
    expect((await call('sendAgentInvitation', { token: adminToken, params: { slug: input.slug } })).status).toBe(200);
    expect(await setPasswordWith(keysSentTo('right.address@example.com')[0]!, 'agent-password-1')).toBe(204);
    expect((await login('agent', input.username, 'agent-password-1')).status).toBe(200);
  });

  it('keeps only the newest invitation working when one is sent again (admins and agents)', async () => {
    const admin = await call('createAdminAccount', { token: adminToken, body: newAdmin('resent.admin@example.com') });
    expect((await call('sendAdminInvitation', { token: adminToken, params: { id: admin.body.data.id } })).status).toBe(200);
    const [firstAdminKey, secondAdminKey] = keysSentTo('resent.admin@example.com');
    expect(await keyWorks(firstAdminKey!)).toBe(false);
    expect(await setPasswordWith(firstAdminKey!, 'old-link-password')).toBe(404);
    expect(await setPasswordWith(secondAdminKey!, 'new-link-password')).toBe(204);

    const agent = newAgent('resent.agent@example.com');
    await call('createAgentAccount', { token: adminToken, body: agent });
    expect((await call('sendAgentInvitation', { token: adminToken, params: { slug: agent.slug } })).status).toBe(200);
    const [firstAgentKey, secondAgentKey] = keysSentTo('resent.agent@example.com');
    expect(await setPasswordWith(firstAgentKey!, 'old-link-password')).toBe(404);
    expect(await setPasswordWith(secondAgentKey!, 'new-link-password')).toBe(204);
  });

  it('keeps only the newest key working when a reset is asked for, and a reset revokes a pending invitation', async () => {
    const admin = await call('createAdminAccount', { token: adminToken, body: newAdmin('reset.admin@example.com') });
    const [invitationKey] = keysSentTo('reset.admin@example.com');
    expect((await call('forgotPassword', { body: { usernameOrEmail: admin.body.data.username } })).status).toBe(202);
    expect(await setPasswordWith(invitationKey!, 'invitation-password')).toBe(404);
    expect((await call('forgotPassword', { body: { usernameOrEmail: 'reset.admin@example.com' } })).status).toBe(202);
    const [, firstResetKey, secondResetKey] = keysSentTo('reset.admin@example.com');
    expect(await keyWorks(firstResetKey!)).toBe(false);
    expect(await setPasswordWith(firstResetKey!, 'first-reset-password')).toBe(404);
    expect(await setPasswordWith(secondResetKey!, 'second-reset-password')).toBe(204);
    expect((await login('admin', admin.body.data.username, 'second-reset-password')).status).toBe(200);

    const agent = newAgent('reset.agent@example.com');
    await call('createAgentAccount', { token: adminToken, body: agent });
    await acceptInvitation('reset.agent@example.com', 'agent-password-1');
    for (let i = 0; i < 2; i += 1) expect((await call('forgotPassword', { body: { usernameOrEmail: agent.username } })).status).toBe(202);
    const [, firstAgentReset, secondAgentReset] = keysSentTo('reset.agent@example.com');
    expect(await setPasswordWith(firstAgentReset!, 'first-reset-password')).toBe(404);
    expect(await setPasswordWith(secondAgentReset!, 'second-reset-password')).toBe(204);
  });

  it('revokes the links of a deactivated account, so they do not work again once it is reactivated (admins and agents)', async () => {
    const body = newAdmin('paused.admin@example.com');
    const admin = await call('createAdminAccount', { token: adminToken, body });
    const [adminKey] = keysSentTo('paused.admin@example.com');
    const off = await call('updateAdminAccount', { token: adminToken, params: { id: admin.body.data.id }, body: { ...body, status: 'inactive', version: 1 } });
    expect(off.status).toBe(200);
    const on = await call('updateAdminAccount', { token: adminToken, params: { id: admin.body.data.id }, body: { ...body, status: 'active', version: 2 } });
    expect(on.status).toBe(200);
    expect(await keyWorks(adminKey!)).toBe(false);
    expect(await setPasswordWith(adminKey!, 'paused-admin-password')).toBe(404);

    const agent = newAgent('paused.agent@example.com');
    const created = await call('createAgentAccount', { token: adminToken, body: agent });
    const [agentKey] = keysSentTo('paused.agent@example.com');
    const agentOff = await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: agent.slug },
      body: updateBody(agent, created.body.data.version, { status: 'inactive' }),
    });
    await call('updateAgentAccount', {
      token: adminToken,
      params: { slug: agent.slug },
      body: updateBody(agent, agentOff.body.data.version, { status: 'active' }),
    });
    expect(await setPasswordWith(agentKey!, 'paused-agent-password')).toBe(404);
  });

  it('leaves no working link to a deleted account, even once one with the same username and e-mail is created (admins and agents)', async () => {
    const body = newAdmin('gone.admin@example.com');
    const admin = await call('createAdminAccount', { token: adminToken, body });
    const [adminKey] = keysSentTo('gone.admin@example.com');
    expect((await call('deleteAdminAccount', { token: adminToken, params: { id: admin.body.data.id } })).status).toBe(204);
    expect(await setPasswordWith(adminKey!, 'gone-admin-password')).toBe(404);
    expect((await call('createAdminAccount', { token: adminToken, body })).status).toBe(201);
    expect(await setPasswordWith(adminKey!, 'gone-admin-password')).toBe(404);
    expect(await setPasswordWith(keysSentTo('gone.admin@example.com')[1]!, 'new-admin-password')).toBe(204);

    const agent = newAgent('gone.agent@example.com');
    await call('createAgentAccount', { token: adminToken, body: agent });
    const [agentKey] = keysSentTo('gone.agent@example.com');
    expect((await call('deleteAgentAccount', { token: adminToken, params: { slug: agent.slug } })).status).toBe(204);
    expect((await call('createAgentAccount', { token: adminToken, body: agent })).status).toBe(201);
    expect(await setPasswordWith(agentKey!, 'gone-agent-password')).toBe(404);
    expect(await setPasswordWith(keysSentTo('gone.agent@example.com')[1]!, 'new-agent-password')).toBe(204);
  });
});
