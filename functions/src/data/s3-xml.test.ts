import { describe, expect, it } from 'vitest';
import { decodeXmlText, parseErrorDocument, parseListObjectsPage, S3AnswerUnreadable } from './s3-xml.ts';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">';

function listing(body: string): string {
  return `${HEAD}${body}</ListBucketResult>`;
}

function contents(key: string, size = 10, date = '2026-11-01T10:00:00.000Z'): string {
  return `<Contents><Key>${key}</Key><LastModified>${date}</LastModified><ETag>&quot;abc&quot;</ETag><Size>${size}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
}

describe('parseListObjectsPage', () => {
  it('reads an empty folder: no objects, no prefixes, not truncated', () => {
    const page = parseListObjectsPage(
      listing(
        '<Name>media</Name><Prefix>Documents/</Prefix><KeyCount>0</KeyCount><MaxKeys>1000</MaxKeys><Delimiter>/</Delimiter><IsTruncated>false</IsTruncated>',
      ),
    );
    expect(page).toEqual({ objects: [], commonPrefixes: [], isTruncated: false, nextContinuationToken: undefined });
  });

  it('reads objects with size and date, and common prefixes, and ignores the page Prefix', () => {
    const page = parseListObjectsPage(
      listing(
        `<Name>media</Name><Prefix>package-images/</Prefix><KeyCount>3</KeyCount><MaxKeys>1000</MaxKeys><Delimiter>/</Delimiter><IsTruncated>false</IsTruncated>\n` +
          `${contents('package-images/a.jpg', 1234)}\n${contents('package-images/b.png', 0, '2025-01-02T03:04:05.678Z')}\n` +
          '<CommonPrefixes><Prefix>package-images/lisbon/</Prefix></CommonPrefixes><CommonPrefixes><Prefix>package-images/porto/</Prefix></CommonPrefixes>',
      ),
    );
    expect(page.objects).toEqual([
      { key: 'package-images/a.jpg', size: 1234, lastModified: new Date('2026-11-01T10:00:00.000Z') },
      { key: 'package-images/b.png', size: 0, lastModified: new Date('2025-01-02T03:04:05.678Z') },
    ]);
    expect(page.commonPrefixes).toEqual(['package-images/lisbon/', 'package-images/porto/']);
  });

  it('decodes entities in keys and prefixes (named, decimal and hexadecimal references)', () => {
    const page = parseListObjectsPage(
      listing(
        `<IsTruncated>false</IsTruncated>${contents('Documents/Terms &amp; Conditions &lt;2026&gt; &quot;final&quot; &apos;v2&apos;.pdf')}` +
          `${contents('Documents/caf&#233; &#x1F30D;.pdf')}<CommonPrefixes><Prefix>Documents/R&amp;D/</Prefix></CommonPrefixes>`,
      ),
    );
    expect(page.objects.map((object) => object.key)).toEqual([`Documents/Terms & Conditions <2026> "final" 'v2'.pdf`, 'Documents/café 🌍.pdf']);
    expect(page.commonPrefixes).toEqual(['Documents/R&D/']);
  });

  it('decodes an entity only once (&amp;lt; is the text "&lt;")', () => {
    const page = parseListObjectsPage(listing(`<IsTruncated>false</IsTruncated>${contents('a&amp;lt;b.txt')}`));
    expect(page.objects[0]!.key).toBe('a&lt;b.txt');
  });

  it('reads a truncated page and its continuation token', () => {
    const page = parseListObjectsPage(
      listing(
        `<IsTruncated>true</IsTruncated>${contents('paged/0.txt')}${contents('paged/1.txt')}<NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken>`,
      ),
    );
    expect(page.isTruncated).toBe(true);
    expect(page.nextContinuationToken).toBe('1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=');
    expect(page.objects).toHaveLength(2);
  });

  it('gives no token for a page that is not truncated, whatever else it holds', () => {
    const page = parseListObjectsPage(listing('<IsTruncated>false</IsTruncated><NextContinuationToken>stale</NextContinuationToken>'));
    expect(page.nextContinuationToken).toBeUndefined();
  });

  it('reads empty and self-closing elements', () => {
    const page = parseListObjectsPage(listing('<Prefix/><Delimiter></Delimiter><IsTruncated>false</IsTruncated>'));
    expect(page.objects).toEqual([]);
  });

  it.each([
    ['an error document', '<Error><Code>AccessDenied</Code></Error>'],
    ['an HTML page', '<html><body>Bad gateway</body></html>'],
    ['a listing cut short', `${HEAD}<IsTruncated>false</IsTruncated>${contents('a.txt')}`],
    ['a listing without IsTruncated', listing(contents('a.txt'))],
    [
      'an object without a key',
      listing('<IsTruncated>false</IsTruncated><Contents><Size>1</Size><LastModified>2026-11-01T10:00:00.000Z</LastModified></Contents>'),
    ],
    [
      'an object with a size that is not a number',
      listing(`<IsTruncated>false</IsTruncated>${contents('a.txt').replace('<Size>10</Size>', '<Size>ten</Size>')}`),
    ],
    ['an object with a date that is not one', listing(`<IsTruncated>false</IsTruncated>${contents('a.txt', 1, 'yesterday')}`)],
    ['a key with an unknown entity', listing(`<IsTruncated>false</IsTruncated>${contents('a&nbsp;b.txt')}`)],
    ['a key with a bare ampersand', listing(`<IsTruncated>false</IsTruncated>${contents('a & b.txt')}`)],
    ['a key with a lone surrogate reference', listing(`<IsTruncated>false</IsTruncated>${contents('a&#xD800;.txt')}`)],
  ])('refuses %s', (_, xml) => {
    expect(() => parseListObjectsPage(xml)).toThrow(S3AnswerUnreadable);
  });
});

describe('decodeXmlText', () => {
  it('leaves text without entities as it is', () => {
    expect(decodeXmlText('package-images/a b+c=d.jpg')).toBe('package-images/a b+c=d.jpg');
  });
});

describe('parseErrorDocument', () => {
  it('reads the code and request id, not the message', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>a.txt</Key><RequestId>4442587FB7D0A2F9</RequestId><HostId>x</HostId></Error>';
    expect(parseErrorDocument(xml)).toEqual({ code: 'NoSuchKey', requestId: '4442587FB7D0A2F9' });
  });

  it('answers undefined for an empty body, a listing or a code that is not a code', () => {
    expect(parseErrorDocument('')).toBeUndefined();
    expect(parseErrorDocument(listing('<IsTruncated>false</IsTruncated>'))).toBeUndefined();
    expect(parseErrorDocument('<Error><Code>&lt;script&gt;</Code></Error>')).toBeUndefined();
    expect(parseErrorDocument('<Error><Code>Bad&bogus;</Code></Error>')).toBeUndefined();
  });
});
