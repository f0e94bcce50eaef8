// CI: `npm audit --omit=dev` on what the site and functions ship. Fails on an advisory at or above the threshold
// (`--audit-level=<severity>`, default high) that docs/security.md does not accept under "Known advisories"; when the
// registry's advisory endpoint cannot be reached, says so and passes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** npm's severities, lowest first. */
export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];

const GHSA_ID = /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/gi;
// Status codes and network errors npm reports when the advisory endpoint does not answer.
const UNREACHABLE = /\b(?:[45]\d\d|E[45]\d\d|ECONN\w+|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up)\b/;

/**
 * @typedef {{ id: string, packageName: string, severity: string, title: string }} Advisory
 * @typedef {{ advisories: Advisory[] } | { unreachable: string }} AuditReport
 */

/**
 * Reads the JSON of `npm audit --json`: every advisory once (keyed by its GHSA id), or why there is no report when the
 * advisory endpoint did not answer. Anything else it cannot read throws.
 * @param {string} stdout
 * @returns {AuditReport}
 */
export function readAuditReport(stdout) {
  let json;
  try {
    json = JSON.parse(stdout);
  } catch {
    throw new Error(`npm audit printed no JSON: ${stdout.slice(0, 200)}`);
  }
  if (!json.vulnerabilities) {
    const reason = [json.message, json.error?.code, json.error?.summary].filter(Boolean).join(' ');
    if (UNREACHABLE.test(reason)) return { unreachable: reason };
    throw new Error(`npm audit gave no report: ${reason || stdout.slice(0, 200)}`);
  }
  /** @type {Map<string, Advisory>} */
  const advisories = new Map();
  for (const vulnerability of Object.values(json.vulnerabilities)) {
    // `via` names advisories (objects) and the dependencies they come through (strings).
    for (const via of vulnerability.via.filter((entry) => typeof entry === 'object')) {
      const id = String(via.url).match(GHSA_ID)?.[0]?.toUpperCase() ?? `npm-${via.source}`;
      advisories.set(id, { id, packageName: via.name, severity: via.severity, title: via.title });
    }
  }
  return { advisories: [...advisories.values()] };
}

/**
 * The GHSA ids accepted in the "Known advisories" section of a Markdown page (up to the next `## ` heading).
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function acceptedAdvisories(markdown) {
  const section = markdown.split(/^## Known advisories[^\n]*$/m)[1]?.split(/^## /m)[0] ?? '';
  return new Set([...section.matchAll(GHSA_ID)].map(([id]) => id.toUpperCase()));
}

/**
 * What CI makes of a report: the advisories that fail it (at or above `threshold`, not accepted), and the accepted ids
 * the report no longer names (fixed since: their lines can go).
 * @param {Advisory[]} advisories
 * @param {Set<string>} accepted
 * @param {string} threshold
 */
export function auditVerdict(advisories, accepted, threshold) {
  const floor = SEVERITIES.indexOf(threshold);
  if (floor === -1) throw new Error(`Unknown audit level ${threshold}: one of ${SEVERITIES.join(', ')}`);
  return {
    failing: advisories.filter((advisory) => SEVERITIES.indexOf(advisory.severity) >= floor && !accepted.has(advisory.id)),
    noLongerReported: [...accepted].filter((id) => !advisories.some((advisory) => advisory.id === id)),
  };
}

function describeAdvisory(advisory) {
  return `${advisory.id} ${advisory.severity} ${advisory.packageName}: ${advisory.title}`;
}

function main() {
  const threshold = process.argv.find((arg) => arg.startsWith('--audit-level='))?.split('=')[1] ?? 'high';
  if (!SEVERITIES.includes(threshold)) throw new Error(`Unknown audit level ${threshold}: one of ${SEVERITIES.join(', ')}`);
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const report = readAuditReport(audit.stdout);
  if ('unreachable' in report) {
    console.log(`npm audit: the advisory endpoint could not be reached (${report.unreachable}); skipped.`);
    return 0;
  }
  const accepted = acceptedAdvisories(readFileSync(fileURLToPath(new URL('../docs/security.md', import.meta.url)), 'utf8'));
  const { failing, noLongerReported } = auditVerdict(report.advisories, accepted, threshold);
  for (const advisory of report.advisories.filter((candidate) => !failing.includes(candidate)))
    console.log(`npm audit: known or below ${threshold}: ${describeAdvisory(advisory)}`);
  for (const id of noLongerReported) console.log(`npm audit: ${id} is accepted in docs/security.md but no longer reported: remove its line.`);
  if (failing.length === 0) {
    console.log(`npm audit: no unaccepted advisory at or above ${threshold} in the production dependencies.`);
    return 0;
  }
  for (const advisory of failing) console.error(`npm audit: ${describeAdvisory(advisory)}`);
  console.error(
    `npm audit: ${failing.length} advisory(ies) at or above ${threshold}: upgrade, or accept each in docs/security.md "Known advisories" with why.`,
  );
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
