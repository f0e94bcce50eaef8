import { afterEach, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createLocalS3Client, LOCAL_MEDIA_BUCKET } from '@tdp/functions/local/local-aws';
import { putLeadDeadlines } from '@tdp/functions/data/lead-routing-repository';
import { startLocalStack, type LocalStack } from './local-stack.ts';
import { startScheduledJobsTimer } from './local-scheduled-jobs.ts';

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
}

describe('the local scheduled-jobs timer', () => {
  it('runs the jobs every interval without doubling a run under way, never holds the process open, and stops waiting for the run under way', async () => {
    const lines: string[] = [];
    let started = 0;
    let finish: (() => void) | undefined;
    const before = activeTimers();
    const timer = startScheduledJobsTimer({
      everyMs: 10,
      log: (line) => lines.push(line),
      run: () => {
        started += 1;
        return new Promise((resolve) => (finish = () => resolve({ runs: [{ job: 'probe', ok: true, summary: { removed: 0 } }] })));
      },
    });
    // Unref'd: it adds no timer that keeps the event loop alive.
    expect(activeTimers()).toBe(before);
    await until(() => started === 1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(started).toBe(1);
    const stopping = timer.stop();
    finish!();
    await stopping;
    expect(lines).toEqual(['scheduled jobs ran: probe {"removed":0}']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(1);
  });

  it('reports a failed run and runs again at the next interval', async () => {
    const lines: string[] = [];
    let calls = 0;
    const timer = startScheduledJobsTimer({
      everyMs: 10,
      log: (line) => lines.push(line),
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Scheduled jobs failed: probe');
        return { runs: [{ job: 'probe', ok: true, summary: {} }] };
      },
    });
    await until(() => calls >= 2);
    await timer.stop();
    expect(lines.slice(0, 2)).toEqual(['scheduled jobs failed: Scheduled jobs failed: probe', 'scheduled jobs ran: probe {}']);
  });

  it('keeps quiet about a minute that did nothing when asked (the lead-deadlines timer), and tells one that did', async () => {
    const lines: string[] = [];
    let calls = 0;
    const timer = startScheduledJobsTimer({
      everyMs: 10,
      log: (line) => lines.push(line),
      logIdleRuns: false,
      run: async () => {
        calls += 1;
        return { runs: [{ job: 'lead-deadlines', ok: true, summary: { reminded: calls === 3 ? 1 : 0, escalated: 0 } }] };
      },
    });
    await until(() => calls >= 4);
    await timer.stop();
    expect(lines).toEqual(['scheduled jobs ran: lead-deadlines {"reminded":1,"escalated":0}']);
  });
});

describe('startLocalStack', () => {
  let stack: LocalStack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('runs the scheduled jobs on a timer against the local bucket and tables, and stops them with the stack', async () => {
    const lines: string[] = [];
    stack = await startLocalStack({ web: 'none', seed: false, log: (line) => lines.push(line), scheduledJobsEveryMs: 200 });
    const s3 = createLocalS3Client(stack.s3Endpoint);
    try {
      // A crop of a moment ago: the sweep sees it in the local bucket and keeps it (its package may still be saved).
      await s3.send(
        new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: 'package-images/banner-banff-20270110-090000.jpg', Body: 'jpeg', ContentType: 'image/jpeg' }),
      );
    } finally {
      s3.destroy();
    }
    const ran = () => lines.filter((line) => line.startsWith('scheduled jobs ran: abandoned-banners'));
    await until(() => ran().some((line) => line.includes('"keptRecent":1')));
    await stack.stop();
    stack = undefined;
    const count = ran().length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ran()).toHaveLength(count);
    expect(lines.filter((line) => line.startsWith('scheduled jobs failed'))).toEqual([]);
  }, 60_000);

  it('reads the leads’ first-contact clocks on their own timer with the lead-deadlines handler, against the local tables', async () => {
    const lines: string[] = [];
    stack = await startLocalStack({ web: 'none', seed: false, log: (line) => lines.push(line), scheduledJobsEveryMs: false, leadDeadlinesEveryMs: 200 });
    // A step due long ago whose lead is gone: the job removes it without a word, and says so in its summary.
    await putLeadDeadlines([{ leadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', step: 'remind', dueAt: '2026-01-05T17:00:00.000Z' }]);
    await until(() => lines.some((line) => line.startsWith('scheduled jobs ran: lead-deadlines') && line.includes('"settled":1')));
    expect(lines.filter((line) => line.startsWith('scheduled jobs failed'))).toEqual([]);
  }, 60_000);
});
