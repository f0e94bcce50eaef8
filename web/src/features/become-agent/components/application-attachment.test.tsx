import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { BecomeAgentPage } from './become-agent-page.tsx';
import { fakeApi, reply, apiError } from '../../../test/fake-api.ts';

// Pages load lazily and uploads take several steps; a busy test machine can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const TICKET = {
  key: 'applications/2026-11/0123456789abcdef0123456789abcdef/resume.pdf',
  uploadUrl: 'http://bucket.test/tdp-local-media/applications/2026-11/0123456789abcdef0123456789abcdef/resume.pdf?X-Amz-Signature=abc',
  method: 'PUT',
  headers: { 'Content-Type': 'application/pdf' },
  expiresAt: '2026-11-21T12:10:00.000Z',
};

interface BucketPut {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest with a fake bucket. It reports half the file sent, then waits for `finish()`
 * before answering `status`, so a test can look at the page while the upload is on its way.
 */
function stubBucket(status = 200) {
  const puts: BucketPut[] = [];
  const pending: Array<() => void> = [];
  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    private request: BucketPut = { url: '', headers: {}, body: undefined };
    open(_method: string, url: string) {
      this.request = { url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: unknown) {
      this.request.body = body;
      puts.push(this.request);
      const total = body instanceof Blob ? body.size : 1;
      setTimeout(() => this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: total / 2, total })), 0);
      pending.push(() => {
        this.status = status;
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { puts, finish: () => pending.splice(0).forEach((answer) => answer()) };
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function fileInput(): HTMLInputElement {
  return screen.getByLabelText(/^Résumé or certificate/, { selector: 'input' });
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

function pdf(name = 'resume.pdf', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillApplication() {
  type(/^First name/, 'Amrit');
  type(/^Last name/, 'Dhillon');
  type(/^Email/, 'amrit@example.com');
  type(/^Phone/, '604-555-0190');
  type(/^City/, 'Abbotsford');
  type(/^Province or territory/, 'BC');
  type(/^Years of travel industry experience/, '3');
  type(/^How did you hear about us/, 'friend-or-colleague');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

async function openPage() {
  const rendered = renderWithProviders(<BecomeAgentPage />, { path: '/agents/AgentPageMain' });
  await screen.findByRole('heading', { level: 1, name: 'Become a Connected Agent' });
  return rendered;
}

describe('the application’s résumé or certificate', { timeout: 30_000 }, () => {
  it('uploads the chosen file with progress, then sends its key with the application', async () => {
    const requests = fakeApi({
      createApplicationAttachmentUpload: reply(201, TICKET),
      submitAgentApplication: reply(201, { reference: '01JQ0000000000000000000002' }),
    });
    const bucket = stubBucket();
    const { router } = await openPage();
    fillApplication();
    choose(pdf());

    const file = await screen.findByRole('group', { name: 'resume.pdf' });
    expect(await within(file).findByText('Uploading… 50%')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      path: '/api/leads/agent-application/attachment',
      body: { fileName: 'resume.pdf', contentType: 'application/pdf', size: 2048 },
    });

    // Sending while the file is on its way waits for it.
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('Your file is still uploading. Wait until it is attached, or remove it.')).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/leads/agent-application')).toHaveLength(0);

    bucket.finish();
    expect(await within(file).findByText('Attached')).toBeTruthy();
    expect(bucket.puts).toEqual([{ url: TICKET.uploadUrl, headers: { 'Content-Type': 'application/pdf' }, body: expect.any(File) }]);

    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(requests.find((request) => request.path === '/api/leads/agent-application')!.body).toMatchObject({ attachmentKey: TICKET.key });
  });

  it('says a left-empty phone is required, like the other required fields', async () => {
    const requests = fakeApi({});
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('Phone is required.')).toBeTruthy();
    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('refuses a file of another type or over 5 MB before anything is sent', async () => {
    const requests = fakeApi({});
    await openPage();
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(/“setup\.exe” is not a file we accept/)).toBeTruthy();

    choose(pdf('portfolio.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('“portfolio.pdf” is 5.0 MB: the limit is 5 MB. Attach a smaller file, or bring it to our first call.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('says so when the upload fails, and removes the file on request so the application goes without it', async () => {
    const requests = fakeApi({
      createApplicationAttachmentUpload: reply(201, TICKET),
      submitAgentApplication: reply(201, { reference: '01JQ0000000000000000000003' }),
    });
    const bucket = stubBucket(403);
    const { router } = await openPage();
    fillApplication();
    choose(pdf());
    // The PUT is under way once it reports progress; only then can the bucket answer it.
    await within(await screen.findByRole('group', { name: 'resume.pdf' })).findByText('Uploading… 50%');
    bucket.finish();
    expect(await screen.findByText(/The file could not be uploaded/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove resume.pdf' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'resume.pdf' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(requests.find((request) => request.path === '/api/leads/agent-application')!.body).not.toHaveProperty('attachmentKey');
  });

  it('tells the applicant to wait when the API refuses more uploads (429)', async () => {
    fakeApi({ createApplicationAttachmentUpload: apiError(429, 'TOO_MANY_REQUESTS', 'Too many.', undefined, { 'Retry-After': '600' }) });
    await openPage();
    choose(pdf());
    expect(await screen.findByText(/We received several files from you in a short time/)).toBeTruthy();
  });
});
