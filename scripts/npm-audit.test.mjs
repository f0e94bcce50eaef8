import { describe, expect, it } from 'vitest';
import { acceptedAdvisories, auditVerdict, readAuditReport } from './npm-audit.mjs';

/** `npm audit --json` (npm 11, report version 2): one advisory reached through a direct and a transitive package. */
const REPORT = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    'sanitize-html': {
      name: 'sanitize-html',
      severity: 'moderate',
      isDirect: true,
      via: [
        {
          source: 1099001,
          name: 'sanitize-html',
          dependency: 'sanitize-html',
          title: 'Attribute filter bypass',
          url: 'https://github.com/advisories/GHSA-cgfm-xwp7-2cvr',
          severity: 'moderate',
          range: '<2.12.1',
        },
      ],
      effects: [],
      range: '<2.12.1',
      nodes: ['node_modules/sanitize-html'],
      fixAvailable: true,
    },
    postcss: {
      name: 'postcss',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1099002,
          name: 'postcss',
          dependency: 'postcss',
          title: 'Line return parsing error',
          url: 'https://github.com/advisories/GHSA-7fh5-64p2-3v2j',
          severity: 'high',
          range: '<8.4.31',
        },
        'nanoid',
      ],
      effects: ['sanitize-html'],
      range: '<8.4.31',
      nodes: ['node_modules/postcss'],
      fixAvailable: { name: 'sanitize-html', version: '2.18.1', isSemVerMajor: false },
    },
    nanoid: {
      name: 'nanoid',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1099002,
          name: 'postcss',
          dependency: 'postcss',
          title: 'Line return parsing error',
          url: 'https://github.com/advisories/GHSA-7fh5-64p2-3v2j',
          severity: 'high',
          range: '<8.4.31',
        },
      ],
      effects: [],
      range: '*',
      nodes: ['node_modules/nanoid'],
      fixAvailable: true,
    },
  },
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 2, critical: 0, total: 3 } },
});

/** What npm 11 printed on this machine: the registry answers GET and HEAD only, not the advisories' POST. */
const METHOD_NOT_ALLOWED = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});
const CONNECTION_REFUSED = JSON.stringify({
  message: 'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
  error: { summary: '', detail: '' },
});

const SECURITY_PAGE = `# Threat model

| threat | control | tested by |
|---|---|---|
| Hostile uploads | GHSA-2222-3333-4444 is only mentioned here | ... |

## Known advisories

| advisory | package | why accepted |
|---|---|---|
| GHSA-7fh5-64p2-3v2j | postcss (through sanitize-html) | parses the allowlist's own CSS only |

## Known limits

- See ghsa-xxxx-xxxx-xxxx elsewhere.
`;

describe('readAuditReport', () => {
  it('lists each advisory once, with its GHSA id, package and severity, whatever path reaches it', () => {
    expect(readAuditReport(REPORT)).toEqual({
      advisories: [
        { id: 'GHSA-CGFM-XWP7-2CVR', packageName: 'sanitize-html', severity: 'moderate', title: 'Attribute filter bypass' },
        { id: 'GHSA-7FH5-64P2-3V2J', packageName: 'postcss', severity: 'high', title: 'Line return parsing error' },
      ],
    });
  });

  it('reads no advisory in a clean report', () => {
    expect(readAuditReport(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} }))).toEqual({ advisories: [] });
  });

  it('says the endpoint was unreachable on an HTTP refusal or a network error', () => {
    expect(readAuditReport(METHOD_NOT_ALLOWED)).toEqual({ unreachable: expect.stringContaining('405 Method Not Allowed') });
    expect(readAuditReport(CONNECTION_REFUSED)).toEqual({ unreachable: expect.stringContaining('ECONNREFUSED') });
  });

  it('throws on any other answer rather than passing', () => {
    expect(() => readAuditReport(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' } }))).toThrow(/ENOLOCK/);
    expect(() => readAuditReport('npm ERR! something')).toThrow(/no JSON/);
  });
});

describe('acceptedAdvisories', () => {
  it('reads the GHSA ids of the "Known advisories" section only', () => {
    expect(acceptedAdvisories(SECURITY_PAGE)).toEqual(new Set(['GHSA-7FH5-64P2-3V2J']));
    expect(acceptedAdvisories('# No such section\n\nGHSA-7fh5-64p2-3v2j')).toEqual(new Set());
  });
});

describe('auditVerdict', () => {
  const { advisories } = readAuditReport(REPORT);

  it('fails on an unaccepted advisory at or above the threshold only', () => {
    expect(auditVerdict(advisories, new Set(), 'high').failing.map((advisory) => advisory.id)).toEqual(['GHSA-7FH5-64P2-3V2J']);
    expect(auditVerdict(advisories, new Set(), 'moderate').failing.map((advisory) => advisory.id)).toEqual(['GHSA-CGFM-XWP7-2CVR', 'GHSA-7FH5-64P2-3V2J']);
    expect(auditVerdict(advisories, new Set(), 'critical').failing).toEqual([]);
  });

  it('passes an advisory accepted in the security page, and names accepted ones no longer reported', () => {
    expect(auditVerdict(advisories, acceptedAdvisories(SECURITY_PAGE), 'high')).toEqual({ failing: [], noLongerReported: [] });
    expect(auditVerdict([], acceptedAdvisories(SECURITY_PAGE), 'high')).toEqual({ failing: [], noLongerReported: ['GHSA-7FH5-64P2-3V2J'] });
  });

  it('refuses an unknown threshold', () => {
    expect(() => auditVerdict(advisories, new Set(), 'severe')).toThrow(/Unknown audit level/);
  });
});
