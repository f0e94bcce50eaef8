import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { diffEnvironmentOf } from '../lib/deploy-access-stack.ts';
import { REPOSITORY_ROOT } from '../lib/repository-paths.ts';
import { STAGES } from '../lib/stage-config.ts';

/**
 * The deploy pipeline (issue #32, item 5), read from the workflow GitHub runs: one build and one cloud assembly for
 * both stages; dev and prod deploy that assembly without building or synthesising again; the prod diff is shown, by a
 * read-only job, before the job that waits for the approval.
 */

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  environment?: string | { name: string; url?: string };
  steps?: Step[];
  uses?: string;
}

const workflow = parse(readFileSync(path.join(REPOSITORY_ROOT, '.github', 'workflows', 'deploy.yml'), 'utf8')) as { jobs: Record<string, Job> };
const jobs = workflow.jobs;
const runs = (job: Job) => (job.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));
const cdkCommands = (job: Job) =>
  runs(job)
    .flatMap((run) => run.split('\n'))
    .filter((line) => /\bnpx cdk\b/.test(line));
const needs = (job: Job) => [job.needs ?? []].flat();
const environmentOf = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name);
const downloads = (job: Job, artifact: string) =>
  (job.steps ?? []).some((step) => step.uses?.startsWith('actions/download-artifact@') && step.with?.name === artifact && step.with?.path === 'cdk.out');

describe('the deploy workflow', () => {
  it('runs checks, one build, dev, the prod diff, then prod, each after the one before', () => {
    expect(needs(jobs.assembly!)).toEqual(['checks']);
    expect(needs(jobs.dev!)).toEqual(['assembly']);
    expect(needs(jobs['prod-diff']!)).toEqual(['dev']);
    expect(needs(jobs.prod!)).toEqual(['prod-diff']);
    expect(Object.keys(jobs).sort()).toEqual(['assembly', 'checks', 'dev', 'prod', 'prod-diff']);
  });

  it('builds once: the site and one synth of both stages into one cloud assembly, kept as an artifact', () => {
    const build = jobs.assembly!;
    expect(runs(build)).toContain('npm run build');
    expect(cdkCommands(build)).toEqual(['npx cdk synth -c stage=dev,prod -c release=true --quiet --output cdk.out']);
    const upload = build.steps!.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ name: 'cloud-assembly', path: 'cdk.out', 'include-hidden-files': true, 'if-no-files-found': 'error' });
    expect(environmentOf(build)).toBeUndefined();
  });

  it('deploys dev and prod from that assembly: no build, no synth, every cdk command on the downloaded cdk.out', () => {
    for (const name of ['dev', 'prod-diff', 'prod']) {
      const job = jobs[name]!;
      expect(downloads(job, 'cloud-assembly'), name).toBe(true);
      expect(
        runs(job).some((run) => /npm run build|cdk synth/.test(run)),
        name,
      ).toBe(false);
      expect(cdkCommands(job).length, name).toBeGreaterThan(0);
      for (const command of cdkCommands(job)) expect(command, name).toMatch(/^npx cdk (diff|deploy) --app cdk\.out '(dev|prod)\/\*'/);
    }
    expect(cdkCommands(jobs.dev!)).toEqual(["npx cdk diff --app cdk.out 'dev/*'", "npx cdk deploy --app cdk.out 'dev/*' --require-approval never"]);
    expect(cdkCommands(jobs.prod!)).toEqual(["npx cdk deploy --app cdk.out 'prod/*' --require-approval never"]);
  });

  it('shows the prod diff on the run page, read-only, before the job that waits for the approval', () => {
    const diff = jobs['prod-diff']!;
    expect(environmentOf(diff)).toBe(diffEnvironmentOf(STAGES.prod!.deployAccess));
    const credentials = diff.steps!.find((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'));
    expect(credentials?.with?.['role-to-assume']).toBe('${{ vars.AWS_DIFF_ROLE_ARN }}');
    expect(cdkCommands(diff)).toEqual(["npx cdk diff --app cdk.out 'prod/*' --method template 2>&1 | tee prod-diff.txt"]);
    const script = runs(diff).find((run) => run.includes('cdk diff'))!;
    expect(script).toContain('set -o pipefail');
    expect(script).toContain('>> "$GITHUB_STEP_SUMMARY"');
    expect(script).toContain('head -c 900000 prod-diff.txt');

    const prod = jobs.prod!;
    expect(environmentOf(prod)).toBe(STAGES.prod!.deployAccess.githubEnvironment);
    expect((prod.environment as { url?: string }).url).toBe('${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ github.run_id }}');
    expect(environmentOf(jobs.dev!)).toBe(STAGES.dev!.deployAccess.githubEnvironment);
  });
});
