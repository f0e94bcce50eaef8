import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalDocumentClient, LOCAL_TABLE_NAMES } from '@tdp/functions/local/local-aws';
import { bumpCatalogueVersion } from '@tdp/functions/data/catalogue-version-repository';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { startTestStack } from './support/stack.ts';

/**
 * The server renderer writes a page into its template: text from the address (`?q=`) and from stored content (a
 * package's title and notes, an agent's biography, a departure's note) must come out as that text, whatever it holds.
 * `String.prototype.replace` with a string expands `$&`, `` $` ``, `$'` and `$$`: a page built that way copies the
 * template's head into itself, grows a second `<title>` and breaks the data the browser hydrates with. Every stored
 * prose text of the catalogue gets the hostile suffix here, then every page that shows catalogue text is fetched as a
 * crawler would (one request, no JavaScript) and checked whole. Invalid addresses of a package answer a 404, not a 5xx.
 */

/** Appended to every stored prose text; also sent in the address. */
const HOSTILE = " «$` $' $& $$ </script><script>alert(1)</script>»";
const PACKAGE_SLUG = '7-night-st-john-s-all-inclusive-at-blue-horizon-island-resort';
const AGENT_SLUG = 'aisha-khan';

/** Attributes that name things rather than say them: keys, ids, layouts, media references, dates. */
const NOT_PROSE = /^(pk|sk|gsi.*|entity|.*Id|.*_id|id|.*Ids|layoutName|.*_url|.*[Ii]mage.*|.*[Pp]hoto.*|key|.*At|status|kind|.*[Ss]lug.*)$/;

/** `value` with {@link HOSTILE} after every prose string (one with a space that is no address), at any depth. */
function withHostileText(value: unknown, name = ''): unknown {
  if (typeof value === 'string') {
    const prose = /\s/.test(value.trim()) && !/^(https?:|\/|[\w-]+\/)/.test(value) && !NOT_PROSE.test(name);
    return prose ? `${value}${HOSTILE}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => withHostileText(item, name));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withHostileText(child, key)]));
  return value;
}

let stack: LocalStack;
let changedItems = 0;

beforeAll(async () => {
  stack = await startTestStack();
  const client = createLocalDocumentClient(stack.dynamoEndpoint);
  try {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: LOCAL_TABLE_NAMES.content, ExclusiveStartKey: startKey }));
      for (const item of page.Items ?? []) {
        const changed = withHostileText(item) as Record<string, unknown>;
        if (JSON.stringify(changed) === JSON.stringify(item)) continue;
        await client.send(new PutCommand({ TableName: LOCAL_TABLE_NAMES.content, Item: changed }));
        changedItems += 1;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  } finally {
    client.destroy();
  }
  // The public function's in-memory catalogue index is rebuilt when the version moves.
  await bumpCatalogueVersion();
});

afterAll(async () => {
  await stack?.stop();
});

async function fetchPage(path: string): Promise<{ status: number; html: string; location: string | null }> {
  const answer = await fetch(`${stack.webUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  return { status: answer.status, html: await answer.text(), location: answer.headers.get('location') };
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
}

/** Every JSON data block of the page (hydration data, runtime config, JSON-LD), parsed. */
function dataBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as unknown);
}

/** The page is one whole document: the template once, its head once, scripts closed, data blocks that parse. */
function expectOneWholeDocument(html: string): void {
  expect(count(html, /<!doctype html>/i)).toBe(1);
  expect(count(html, /<html[\s>]/)).toBe(1);
  expect(count(html, /<head>/)).toBe(1);
  expect(count(html, /<\/head>/)).toBe(1);
  expect(count(html, /<body[\s>]/)).toBe(1);
  expect(count(html, /<title>/)).toBe(1);
  expect(count(html, /<div id="root">/)).toBe(1);
  expect(count(html, /<script[\s>]/)).toBe(count(html, /<\/script>/));
  expect(count(html, /<script type="application\/json" id="tdp-hydration">/)).toBe(1);
  expect(() => dataBlocks(html)).not.toThrow();
}

describe('text with $ patterns and </script> on the rendered pages', () => {
  it('changed the stored catalogue (the test has something to show)', () => {
    expect(changedItems).toBeGreaterThan(20);
  });

  it.each([
    ['/'],
    ['/deals'],
    ['/deals?travelStyleIds=[13]'],
    ['/deals/disney'],
    ['/cruise-deals'],
    [`/deals/${PACKAGE_SLUG}`],
    [`/request-a-quote?package=${PACKAGE_SLUG}`],
    ['/disney-request-a-quote'],
    ['/group-travel-request-a-quote'],
    ['/agents/FindYourConnectedAgent'],
    [`/ca/${AGENT_SLUG}`],
  ])('%s: one whole document that carries the stored text as it is', async (path) => {
    const { status, html } = await fetchPage(path);
    expect(status).toBe(200);
    expectOneWholeDocument(html);
    // The stored text reaches the browser unchanged in the page's data, and is shown (escaped) in the page.
    expect(JSON.stringify(dataBlocks(html))).toContain(HOSTILE);
    expect(html).toMatch(/«\$` \$(?:'|&#x27;) \$&amp; \$\$ &lt;\/script&gt;/);
  });

  it.each([['/agents/FindYourConnectedAgent?q='], ['/deals?q='], [`/deals/${PACKAGE_SLUG}?departureCityIds=`], ['/?travelStyleIds=']])(
    '%s with the patterns in the address: one whole document',
    async (path) => {
      const { status, html } = await fetchPage(`${path}${encodeURIComponent(`AAA${HOSTILE}BBB`)}`);
      expect(status).toBe(200);
      expectOneWholeDocument(html);
    },
  );

  it("shows the visitor's search as typed on find-an-agent", async () => {
    const { html } = await fetchPage(`/agents/FindYourConnectedAgent?q=${encodeURIComponent('AAA$`BBB')}`);
    expectOneWholeDocument(html);
    expect(html).toContain('value="AAA$`BBB"');
  });
});

describe('invalid package and agent addresses', () => {
  it.each([['/deals/-1'], ['/deals/%00'], ['/deals/aaa%24%60'], ['/deals/a--b'], ['/deals/NO-SUCH-DEAL'], ['/ca/-1'], ['/ca/%00'], ['/ca/NO-SUCH-AGENT']])(
    '%s answers the not-found page with 404',
    async (path) => {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"');
      expectOneWholeDocument(html);
    },
  );

  it('a package address in capitals answers a 301 to its lower-case page, with the parameters the page reads', async () => {
    // `months` as the page reads it (a JSON list) is kept, spelled as the edge spells it; `utm_source` and a `months`
    // that is no list the page ignores, so the edge drops them before the render (docs/decisions/page-cache-keys.md).
    const pkg = await fetchPage(`/deals/${PACKAGE_SLUG.toUpperCase()}?utm_source=x&months=${encodeURIComponent('["2027-04"]')}`);
    expect(pkg.status).toBe(301);
    expect(pkg.location).toBe(`/deals/${PACKAGE_SLUG}?months=[%222027-04%22]`);
    const ignored = await fetchPage(`/deals/${PACKAGE_SLUG.toUpperCase()}?months=2027-04`);
    expect(ignored.location).toBe(`/deals/${PACKAGE_SLUG}`);
  });
});
