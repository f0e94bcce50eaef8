import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_UPLOADS_PER_ADDRESS, LINK_VISITS_PER_ADDRESS, SUBMISSIONS_PER_ADDRESS } from '../../domain/leads/lead-policy.ts';
import { call, freshAddress, startLeadsTestBackend, type LeadsTestBackend } from '../../../test/leads-api-client.ts';
import { contactBody, quoteBody } from '../../../test/lead-form-fixtures.ts';
import { forgedViewer, TEST_ORIGIN_SECRET, useOriginVerification, viaCdn, WRONG_ORIGIN_SECRET } from '../../../test/cdn-origin.ts';

/**
 * The public forms behind the site's CloudFront distribution: API Gateway's `sourceIp` is then the edge's
 * address, shared by many visitors, so every per-address limit must count the viewer's address, and only when
 * the request proves it came through CloudFront (the origin secret).
 */

let backend: LeadsTestBackend;
let restoreEnv: (() => void) | undefined;

beforeAll(async () => {
  backend = await startLeadsTestBackend();
});
afterAll(() => backend.stop());
afterEach(() => {
  restoreEnv?.();
  restoreEnv = undefined;
});

let viewerSequence = 0;
/** A viewer address from a documentation range the other tests do not use. */
function freshViewer(): string {
  viewerSequence += 1;
  return `203.0.${113 + Math.floor(viewerSequence / 250)}.${(viewerSequence % 250) + 1}`;
}

function askUpload(options: { sourceIp: string; headers: Record<string, string> }) {
  return call('createApplicationAttachmentUpload', { body: { fileName: 'resume.pdf', contentType: 'application/pdf', size: 2048 }, ...options });
}

let prefixSequence = 0;
/** A fresh IPv6 /64 of the documentation range, and an address in it for each `host` number. */
function freshIpv6Prefix(): (host: number) => string {
  prefixSequence += 1;
  const prefix = `2001:db8:${prefixSequence.toString(16)}:${(prefixSequence * 7).toString(16)}`;
  return (host) => `${prefix}:${host.toString(16)}:${((host * 31) & 0xffff).toString(16)}::${((host * 97) & 0xffff).toString(16)}`;
}

describe('IPv6 viewers through CloudFront: every per-address limit counts a /64', () => {
  it(`refuses quotes past ${SUBMISSIONS_PER_ADDRESS} an hour from one /64, each from a new address in it`, async () => {
    restoreEnv = useOriginVerification('required');
    const inPrefix = freshIpv6Prefix();
    const edge = freshAddress();
    const statuses: number[] = [];
    for (let host = 1; host <= SUBMISSIONS_PER_ADDRESS + 2; host += 1) {
      statuses.push((await call('submitQuoteRequest', { body: quoteBody(), sourceIp: edge, headers: viaCdn(inPrefix(host)) })).status);
    }
    expect(statuses).toEqual([...Array<number>(SUBMISSIONS_PER_ADDRESS).fill(201), 429, 429]);
    // The neighbouring /64 (another subscriber) is not held back.
    expect((await call('submitQuoteRequest', { body: quoteBody(), sourceIp: edge, headers: viaCdn(freshIpv6Prefix()(1)) })).status).toBe(201);
  });

  it(`stops handing out attachment upload addresses past ${ATTACHMENT_UPLOADS_PER_ADDRESS} to one /64`, async () => {
    restoreEnv = useOriginVerification('required');
    const inPrefix = freshIpv6Prefix();
    for (let host = 1; host <= ATTACHMENT_UPLOADS_PER_ADDRESS; host += 1)
      expect((await askUpload({ sourceIp: freshAddress(), headers: viaCdn(inPrefix(host)) })).status).toBe(201);
    expect((await askUpload({ sourceIp: freshAddress(), headers: viaCdn(inPrefix(1000)) })).status).toBe(429);
  });

  it(`stops counting agent link visits past ${LINK_VISITS_PER_ADDRESS} from one /64`, async () => {
    restoreEnv = useOriginVerification('required');
    const inPrefix = freshIpv6Prefix();
    for (let host = 1; host <= LINK_VISITS_PER_ADDRESS; host += 1) {
      expect((await call('recordAgentLinkVisit', { body: { agent: 'no-such-agent' }, sourceIp: freshAddress(), headers: viaCdn(inPrefix(host)) })).status).toBe(
        204,
      );
    }
    expect((await call('recordAgentLinkVisit', { body: { agent: 'no-such-agent' }, sourceIp: freshAddress(), headers: viaCdn(inPrefix(5000)) })).status).toBe(
      429,
    );
  });

  it('counts an IPv4-mapped viewer address as its IPv4 address', async () => {
    restoreEnv = useOriginVerification('required');
    const viewer = freshViewer();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS; i += 1) {
      const address = i % 2 === 0 ? viewer : `::ffff:${viewer}`;
      expect((await call('submitContactMessage', { body: contactBody(), sourceIp: freshAddress(), headers: viaCdn(address) })).status).toBe(201);
    }
    expect((await call('submitContactMessage', { body: contactBody(), sourceIp: freshAddress(), headers: viaCdn(`::ffff:${viewer}`) })).status).toBe(429);
  });
});

describe('through CloudFront (origin secret required, as in AWS)', () => {
  it("accepts every visitor's quote when seven visitors and more share one edge address", async () => {
    restoreEnv = useOriginVerification('required');
    const edge = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await call('submitQuoteRequest', { body: quoteBody(), sourceIp: edge, headers: viaCdn(freshViewer()) })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201]);
    // An eighth visitor behind the same edge can still write to the agency.
    expect((await call('submitContactMessage', { body: contactBody(), sourceIp: edge, headers: viaCdn(freshViewer()) })).status).toBe(201);
  });

  it('still limits each viewer on their own address', async () => {
    restoreEnv = useOriginVerification('required');
    const edge = freshAddress();
    const viewer = freshViewer();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS; i += 1) {
      expect((await call('submitContactMessage', { body: contactBody(), sourceIp: freshAddress(), headers: viaCdn(viewer) })).status).toBe(201);
    }
    // Another edge (the viewer moved between CloudFront locations) does not reset the viewer's count.
    const refused = await call('submitQuoteRequest', { body: quoteBody(), sourceIp: edge, headers: viaCdn(viewer) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await call('submitQuoteRequest', { body: quoteBody(), sourceIp: edge, headers: viaCdn(freshViewer()) })).status).toBe(201);
  });

  it(`hands out attachment upload addresses per viewer: more than ${ATTACHMENT_UPLOADS_PER_ADDRESS} visitors behind one edge, each limited alone`, async () => {
    restoreEnv = useOriginVerification('required');
    const edge = freshAddress();
    for (let i = 0; i < ATTACHMENT_UPLOADS_PER_ADDRESS + 2; i += 1)
      expect((await askUpload({ sourceIp: edge, headers: viaCdn(freshViewer()) })).status).toBe(201);
    const viewer = freshViewer();
    for (let i = 0; i < ATTACHMENT_UPLOADS_PER_ADDRESS; i += 1) expect((await askUpload({ sourceIp: edge, headers: viaCdn(viewer) })).status).toBe(201);
    expect((await askUpload({ sourceIp: edge, headers: viaCdn(viewer) })).status).toBe(429);
  });

  it('refuses a request without the origin secret, or with a wrong one, with 403 before reading it', async () => {
    restoreEnv = useOriginVerification('required');
    const before = backend.outbox().length;
    for (const headers of [{}, forgedViewer(freshViewer()), viaCdn(freshViewer(), WRONG_ORIGIN_SECRET), { 'x-origin-verify': '' }]) {
      const answer = await call('submitContactMessage', { body: contactBody(), headers });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringMatching(/site's address/) } });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    // Even a body that would be refused (or a route that does not exist) answers the same 403 first.
    expect((await call('submitContactMessage', { body: { nonsense: true } })).status).toBe(403);
    expect(backend.outbox()).toHaveLength(before);
  });

  it('accepts each of the secrets it is given (previous, current, next), so a rotation never refuses CloudFront', async () => {
    const secrets = ['previous-origin-secret-0000000000000000000', TEST_ORIGIN_SECRET, 'next-origin-secret-11111111111111111111111'];
    restoreEnv = useOriginVerification('required', secrets);
    for (const secret of secrets)
      expect((await call('submitContactMessage', { body: contactBody(), headers: viaCdn(freshViewer(), secret) })).status).toBe(201);
  });
});

describe('reached directly (origin secret optional, as in the local stack)', () => {
  it('ignores forged viewer-address headers and counts the caller on its own address', async () => {
    restoreEnv = useOriginVerification('optional');
    const caller = freshAddress();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS; i += 1) {
      // A new forged address every time, in both header names a caller might try, and once with a wrong secret.
      const headers = i === 0 ? viaCdn(freshViewer(), WRONG_ORIGIN_SECRET) : forgedViewer(freshViewer());
      expect((await call('submitContactMessage', { body: contactBody(), sourceIp: caller, headers })).status).toBe(201);
    }
    expect((await call('submitContactMessage', { body: contactBody(), sourceIp: caller, headers: forgedViewer(freshViewer()) })).status).toBe(429);
  });

  it('trusts the viewer address of a request that carries the secret (the local site adds it)', async () => {
    restoreEnv = useOriginVerification('optional');
    const site = freshAddress();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS + 2; i += 1) {
      expect((await call('submitContactMessage', { body: contactBody(), sourceIp: site, headers: viaCdn(freshViewer()) })).status).toBe(201);
    }
  });
});
