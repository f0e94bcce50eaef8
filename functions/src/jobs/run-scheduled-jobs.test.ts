import { describe, expect, it } from 'vitest';
import { runScheduledJobs, type JobLogLevel, type ScheduledJob } from './run-scheduled-jobs.ts';
import { createScheduledJobsHandler, selectJobs } from './scheduled-jobs-handler.ts';
import { SCHEDULED_JOBS } from './scheduled-jobs.ts';

const NOW = new Date('2027-01-12T15:00:00.000Z');

function recordingLog() {
  const lines: Array<{ level: JobLogLevel } & Record<string, unknown>> = [];
  return { lines, log: (level: JobLogLevel, line: Record<string, unknown>) => lines.push({ level, ...line }) };
}

function job(name: string, run: ScheduledJob['run']): ScheduledJob {
  return { name, run };
}

describe('runScheduledJobs', () => {
  it('runs every job even when one fails, logs the failure at ERROR with its job, and answers how each went', async () => {
    const ran: string[] = [];
    const { lines, log } = recordingLog();
    const runs = await runScheduledJobs(
      [
        job('first', async () => {
          ran.push('first');
          return { done: 1 };
        }),
        job('broken', async () => {
          throw new Error('the bucket refused');
        }),
        job('last', async ({ now }) => {
          ran.push(`last at ${now.toISOString()}`);
          return {};
        }),
      ],
      { now: NOW, log },
    );
    expect(ran).toEqual(['first', 'last at 2027-01-12T15:00:00.000Z']);
    expect(runs.map(({ job: name, ok, error }) => ({ name, ok, error }))).toEqual([
      { name: 'first', ok: true, error: undefined },
      { name: 'broken', ok: false, error: 'the bucket refused' },
      { name: 'last', ok: true, error: undefined },
    ]);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({ job: 'broken', msg: 'scheduled job failed', error: expect.stringMatching(/^Error: the bucket refused\n/) }),
    ]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', job: 'first', msg: 'scheduled job done', done: 1 }));
  });

  it('isolates a job that throws before it even returns a promise', async () => {
    const { log } = recordingLog();
    const runs = await runScheduledJobs(
      [
        {
          name: 'sync-throw',
          run: () => {
            throw new Error('not a promise');
          },
        },
        job('fine', async () => ({})),
      ],
      { now: NOW, log },
    );
    expect(runs.map((run) => run.ok)).toEqual([false, true]);
  });

  it('passes the job’s name on every line its own log writes', async () => {
    const { lines, log } = recordingLog();
    await runScheduledJobs([job('sweeper', async ({ log: jobLog }) => (jobLog('info', { msg: 'removed', key: 'a' }), {}))], { now: NOW, log });
    expect(lines[0]).toEqual({ level: 'info', job: 'sweeper', msg: 'removed', key: 'a' });
  });
});

describe('the scheduled-jobs handler', () => {
  it('runs every job for EventBridge’s scheduled event, and throws after all ran when one failed (the function’s error alarm)', async () => {
    const ran: string[] = [];
    const handler = createScheduledJobsHandler([
      job('broken', async () => {
        throw new Error('boom');
      }),
      job('fine', async () => (ran.push('fine'), {})),
    ]);
    await expect(handler({ 'detail-type': 'Scheduled Event', source: 'aws.events' } as never)).rejects.toThrow('Scheduled jobs failed: broken');
    expect(ran).toEqual(['fine']);
  });

  it('runs only the jobs named by hand, and refuses a name it does not know before running anything', () => {
    const jobs = [job('a', async () => ({})), job('b', async () => ({}))];
    expect(selectJobs({ jobs: ['b'] }, jobs).map((selected) => selected.name)).toEqual(['b']);
    expect(selectJobs({}, jobs).map((selected) => selected.name)).toEqual(['a', 'b']);
    expect(() => selectJobs({ jobs: ['c'] }, jobs)).toThrow('"jobs" must list job names among: a, b');
    expect(() => selectJobs({ jobs: 'a' }, jobs)).toThrow(/must list job names/);
  });

  it('lists the sweep of abandoned banners', () => {
    expect(SCHEDULED_JOBS.map((scheduled) => scheduled.name)).toEqual(['abandoned-banners']);
  });
});
