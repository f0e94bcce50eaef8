import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-in-app.tsx';
import { stubCatalogueApi, type FakeRequest } from '../../../test/stub-catalogue-api.ts';
import { stubBucketUploads } from '../../../test/fake-bucket-upload.ts';
import { BannerField } from './banner-field.tsx';

// Fluent renders slowly on a busy machine: give the screen time rather than fail on a slow render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** What the fake canvas drew and at which JPEG qualities it was asked to encode, per canvas width. */
let drawn: unknown[][];
let encoded: Array<{ width: number; quality: number }>;

beforeEach(() => {
  drawn = [];
  encoded = [];
  // jsdom draws nothing: a canvas that records its drawing and makes JPEGs whose size follows width and quality.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ imageSmoothingQuality: 'low', drawImage: (...args: unknown[]) => drawn.push(args.slice(1)) }) as never,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    encoded.push({ width: this.width, quality: quality! });
    // The share image (1200 wide) is 315,000 bytes at 0.9, over the 300 KB budget (307,200), and 245,000 below that.
    const bytes = this.width === 1200 ? (quality! >= 0.85 ? 315_000 : 245_000) : 200_000;
    callback(new Blob([new Uint8Array(bytes)], { type }));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The media API's presign, refusing the file names `refuse` matches. */
function stubMediaApi(refuse?: RegExp): FakeRequest[] {
  return stubCatalogueApi({
    'POST /api/media/uploads': (request: FakeRequest) => {
      const body = request.body as { folder: string; fileName: string; contentType: string };
      if (refuse?.test(body.fileName))
        return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Check the file.', fields: { size: 'is too large' } } } };
      return {
        status: 201,
        body: {
          key: `${body.folder}${body.fileName}`,
          uploadUrl: `https://bucket.test/put/${body.fileName}`,
          method: 'PUT',
          headers: { 'Content-Type': body.contentType },
          expiresAt: '2027-01-01T00:10:00.000Z',
          url: '',
        },
      };
    },
  });
}

/** Opens the cropper on the current banner, a 2400 × 1600 image, and crops it with the frame it opens with. */
async function cropCurrentBanner() {
  fireEvent.click(await screen.findByRole('button', { name: 'Crop' }));
  const dialog = await screen.findByRole('dialog', { name: 'Crop the banner' });
  const image = dialog.querySelector('img')!;
  Object.defineProperty(image, 'naturalWidth', { value: 2400 });
  Object.defineProperty(image, 'naturalHeight', { value: 1600 });
  fireEvent.load(image);
  expect(await within(dialog).findByText('Result: 1800 × 750 px, JPEG')).toBeTruthy();
  expect(within(dialog).getByText('Link previews get a 1200 × 630 px copy around the same centre (dashed outline).')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Crop and upload' }));
}

describe('BannerField', () => {
  it('uploads the cropped banner and, beside it, a 1200 × 630 share image around the same centre within 300 KB', async () => {
    const requests = stubMediaApi();
    const puts = stubBucketUploads();
    const onChange = vi.fn();
    renderWithProviders(<BannerField value="package-images/lisbon.jpg" shareImage={null} title="Lisbon by tram" onChange={onChange} />);
    expect(await screen.findByText(/Link previews show the banner as it is/)).toBeTruthy();

    await cropCurrentBanner();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [banner, share] = onChange.mock.calls[0] as [string, string];
    expect(banner).toMatch(/^package-images\/banner-lisbon-by-tram-\d{8}-\d{6}\.jpg$/);
    expect(share).toBe(banner.replace(/\.jpg$/, '-share.jpg'));

    // The banner: the largest 12:5 frame, centred; the share image: the banner's width and centre, 1.905:1.
    expect(drawn).toEqual([
      [0, 300, 2400, 1000, 0, 0, 1800, 750],
      [0, 170, 2400, 1260, 0, 0, 1200, 630],
    ]);
    expect(encoded).toEqual([
      { width: 1800, quality: 0.9 },
      { width: 1200, quality: 0.9 },
      { width: 1200, quality: 0.8 },
    ]);
    const presigned = requests.filter((request) => request.method === 'POST').map((request) => request.body);
    expect(presigned).toEqual([
      { folder: 'package-images/', fileName: banner.slice('package-images/'.length), contentType: 'image/jpeg', size: 200_000 },
      { folder: 'package-images/', fileName: share.slice('package-images/'.length), contentType: 'image/jpeg', size: 245_000 },
    ]);
    expect(puts.map((put) => (put.body as Blob).size)).toEqual([200_000, 245_000]);
  });

  it('keeps the banner when its share image cannot be uploaded, and says link previews will show the banner', async () => {
    stubMediaApi(/-share\.jpg$/);
    stubBucketUploads();
    const onChange = vi.fn();
    renderWithProviders(<BannerField value="package-images/lisbon.jpg" shareImage={null} title="Lisbon by tram" onChange={onChange} />);
    await cropCurrentBanner();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]).toEqual([expect.stringMatching(/^package-images\/banner-lisbon-by-tram-\d{8}-\d{6}\.jpg$/), null]);
    expect(await screen.findByText(/The banner was uploaded, but not its link preview image \(.+\): link previews will show the banner\./)).toBeTruthy();
  });

  it('shows the share image made with the banner, and forgets it when another banner is chosen as it is or the banner is removed', async () => {
    stubMediaApi();
    const onChange = vi.fn();
    renderWithProviders(
      <BannerField value="package-images/lisbon.jpg" shareImage="package-images/lisbon-share.jpg" title="Lisbon by tram" onChange={onChange} />,
    );
    const preview = await screen.findByRole('img', { name: 'Link preview image of the package' });
    expect((preview as HTMLImageElement).src).toMatch(/\/media\/package-images\/lisbon-share\.jpg$/);
    expect(screen.getByText('package-images/lisbon-share.jpg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove banner' }));
    expect(onChange).toHaveBeenLastCalledWith('', null);
  });
});
