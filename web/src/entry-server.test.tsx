// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from './test/test-config.ts';
import { renderPage, setServerApiTransport } from './entry-server.tsx';
import { agentNotesView, publicPackage } from './test/catalogue-fixtures.ts';

/**
 * The server renderer without a browser: a package page's HTML, as the CDN caches it, never holds the package's
 * agent-only notes, and rendering it never asks for them (the panel is read in the browser after sign-in).
 */

/** Written into the notes the fake API would answer: the rendered page must not contain it. */
const MARKER = 'AGENT-ONLY-b41d';

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><meta charset="UTF-8" /><title>TBB Travel</title>' +
  '<meta name="description" content="Deals" /></head><body><div id="root"></div></body></html>';

const pkg = publicPackage({ tabs: [{ tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: 'Seven nights of sun.', durationNights: 7 } }] });

const notes = agentNotesView({
  commissionNote: `12% (${MARKER})`,
  supplierName: `Pacific Sun Holidays ${MARKER}`,
  bookingCode: `PSH-${MARKER}`,
  sellingNotes: `Lead with the villa upgrade. ${MARKER}`,
  files: [{ title: `Card form ${MARKER}`, key: 'Documents/Forms/Card.pdf' }],
});

// The client build's manifests as the server build carries them (dev-server/client-build-manifests-plugin.ts): the
// package page's module in a chunk of its own, with a stylesheet and a shared chunk; the entry's files.
vi.mock('virtual:client-build-manifests', () => ({
  default: {
    client: {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_public-shell-b2.js'] },
      '_public-shell-b2.js': { file: 'assets/public-shell-b2.js' },
      'src/features/package-detail/components/package-page.tsx': {
        file: 'assets/package-page-c3.js',
        imports: ['_public-shell-b2.js', '_shared-package-page-d4.js'],
      },
      '_shared-package-page-d4.js': { file: 'assets/shared-package-page-d4.js' },
      'src/features/landing/components/landing-page.tsx': { file: 'assets/landing-page-e5.js' },
    },
    ssr: {
      'src/app/shells/public-shell.tsx': ['/assets/public-shell-b2.js'],
      'src/features/package-detail/components/package-page.tsx': ['/assets/package-page-c3.js', '/assets/package-page-f6.css'],
      'src/features/landing/components/landing-page.tsx': ['/assets/landing-page-e5.js'],
    },
  },
}));

/** Paths the renderer read, in order. */
const reads: string[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  // The API as the render function reaches it: answers by path; the notes route answers as if it were allowed to.
  setServerApiTransport(async (url) => {
    const path = new URL(url, 'http://render.test').pathname;
    reads.push(path);
    if (path === '/packages/bali-escape') return json(200, pkg);
    if (path === '/packages/three') return json(200, []);
    if (path.endsWith('/agent-notes')) return json(200, { data: notes });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not here.' } });
  });
});

describe('server-rendered package page', () => {
  it("is the visitor's page: no agent-only notes and no read of them", async () => {
    const result = await renderPage(new Request('https://deals.example.test/deals/bali-escape'), {
      template: TEMPLATE,
      config: testRuntimeConfig,
      origin: 'https://deals.example.test',
    });
    expect(result.status).toBe(200);
    // It is the package's page, rendered with its data.
    expect(result.body).toContain('<h1');
    expect(result.body).toContain('Bali Escape');
    expect(result.body).toContain('Seven nights of sun.');
    expect(reads).toContain('/packages/bali-escape');
    // Nothing of the agents' layer: not its panel, not its data (the hydration data block included).
    expect(result.body).not.toContain(MARKER);
    expect(result.body).not.toContain('For agents');
    expect(result.body).not.toContain('Documents/Forms/Card.pdf');
    expect(reads.filter((path) => path.includes('agent-notes'))).toEqual([]);
  });
});

describe("a rendered page's files", () => {
  it("are its matched routes' modules looked up in the build's manifests, beside the app's own", async () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/public-shell-b2.js"></head>',
    );
    const { body } = await renderPage(new Request('https://deals.example.test/deals/bali-escape'), {
      template,
      config: testRuntimeConfig,
      origin: 'https://deals.example.test',
    });
    const preload = /<script src="\/hydrate-after-load\.js" data-entry="\/assets\/index-a1\.js" data-preload="([^"]*)"/.exec(body)?.[1]?.split(' ');
    // The app's own file first, then the package page's chunk and the chunk it imports; not the landing page's.
    expect(preload).toEqual(['/assets/public-shell-b2.js', '/assets/package-page-c3.js', '/assets/shared-package-page-d4.js']);
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/package-page-f6.css">');
    expect(body).not.toContain('landing-page');
  });
});
