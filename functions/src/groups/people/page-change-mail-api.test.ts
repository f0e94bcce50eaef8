import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTwoSignedInAgents, call, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';

let backend: LeadsTestBackend;
let agentA: string;

const PAGE_CHANGE_MAIL = 'agent-page-change-admins';

/** An admin account as the admin screen creates it (its invitation goes to the outbox too). */
async function addAdmin(name: string, username: string, email: string, status: 'active' | 'inactive') {
  const created = await call('createAdminAccount', {
    body: { name, username, email, position: 'Agency staff', profile_picture: null, status },
    token: backend.adminToken,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

function pageChangeMails() {
  return backend.outbox().filter((message) => message.type === PAGE_CHANGE_MAIL);
}

function ownChange(version: number, overrides: Record<string, unknown> = {}) {
  return {
    version,
    photo: null,
    bio: 'Harpreet plans family trips to India and Europe.',
    specialties: ['river-cruises', 'europe', 'family-travel'],
    languages: ['english', 'punjabi', 'hindi'],
    city: 'Surrey',
    province: 'BC',
    phone: '604-555-0181',
    ...overrides,
  };
}

beforeAll(async () => {
  backend = await startLeadsTestBackend();
  ({ agentA } = await addTwoSignedInAgents(backend));
  await addAdmin('Sam Lee', 'sam.lee', 'sam.lee@tbbtravel.example', 'active');
  await addAdmin('Ana Costa', 'ana.costa', 'Ana.Costa@tbbtravel.example', 'active');
  await addAdmin('Old Timer', 'old.timer', 'old.timer@tbbtravel.example', 'inactive');
});
afterAll(() => backend.stop());

describe("an agent's page change waiting for approval mails the admins", () => {
  it('sends one message to each active admin, naming the agent and what changed, with a link to the approval screen', async () => {
    const saved = await call('updateOwnAgentProfile', { body: ownChange(1), token: agentA });
    expect(saved.status).toBe(200);
    expect(saved.body.data.pending).not.toBeNull();

    const mails = pageChangeMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['Ana.Costa@tbbtravel.example', 'sam.lee@tbbtravel.example']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Harpreet Gill changed their page: your approval is needed');
      expect(mail.text).toContain('Harpreet Gill changed their public page: bio, specialties.');
      expect(mail.text).toContain('https://site.test/admin-dashboard/agent/profile-changes');
      expect(mail.html).toContain('href="https://site.test/admin-dashboard/agent/profile-changes"');
    }
  });

  it('mails again only when what waits changes: the same change saved twice is nothing new', async () => {
    const before = pageChangeMails().length;
    const again = await call('updateOwnAgentProfile', { body: ownChange(2), token: agentA });
    expect(again.status).toBe(200);
    expect(pageChangeMails()).toHaveLength(before);

    const more = await call('updateOwnAgentProfile', { body: ownChange(3, { city: 'Langley' }), token: agentA });
    expect(more.status).toBe(200);
    const latest = pageChangeMails().slice(before);
    expect(latest).toHaveLength(2);
    expect(latest[0]!.text).toContain('bio, specialties, city.');
  });

  it('sends nothing when the agency publishes agents’ changes at once', async () => {
    const setting = await call('updateAgentProfilePublishing', { body: { version: 0, mode: 'immediate' }, token: backend.adminToken });
    expect(setting.status).toBe(200);
    const before = pageChangeMails().length;
    const current = await call('getOwnAgentProfile', { token: agentA });
    const published = await call('updateOwnAgentProfile', { body: ownChange(current.body.data.version, { city: 'Burnaby' }), token: agentA });
    expect(published.status).toBe(200);
    expect(published.body.data.pending).toBeNull();
    expect(pageChangeMails()).toHaveLength(before);
  });
});
