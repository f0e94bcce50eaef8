import { describe, expect, it, vi } from 'vitest';
import type { PictureProblem } from '../../images/stored-picture-check.ts';
import { Unprocessable } from '../domain-errors.ts';
import { pictureReferencesIn, refuseUnusablePictures } from './picture-check.ts';

/** A fake bucket's verdicts: every key not listed is a good picture. */
function verdicts(problems: Record<string, PictureProblem>) {
  return vi.fn(async (key: string) => problems[key] ?? null);
}

const pkg = {
  title: 'Banff and Lake Louise.jpg',
  banner_image: 'package-images/banff.jpg',
  share_image: null,
  tabs: [
    { tabName: 'Overview', layoutName: 'Layout 9', fields: { summary: '<p>Lakes <img src="/media/package-images/lake%20louise.webp" alt=""></p>' } },
    {
      tabName: 'Hotel',
      layoutName: 'Layout 3',
      fields: { image: 'https://deals.example.ca/media/package-images/hotel.png?v=2', brochure: 'Documents/banff.pdf' },
    },
  ],
};

describe('pictureReferencesIn', () => {
  it('finds every public picture with the path of its field: keys, /media/ paths, CDN addresses and <img> in rich text', () => {
    expect(pictureReferencesIn(pkg)).toEqual([
      { field: 'banner_image', key: 'package-images/banff.jpg', inText: false },
      { field: 'tabs.0.fields.summary', key: 'package-images/lake louise.webp', inText: true },
      { field: 'tabs.1.fields.image', key: 'package-images/hotel.png', inText: false },
    ]);
  });

  it("counts agents' photos and supplier logos, not documents, private folders, site paths or other sites' pictures", () => {
    expect(
      pictureReferencesIn({
        photo: 'agents/wei-chen/photo-20270101-0a1b2c3d4e5f.jpg',
        logo: 'suppliers/logo/air-canada.png',
        brochure: 'package-images/brochure.pdf',
        scan: 'Documents/passport.jpg',
        icon: '/images/plane.png',
        elsewhere: 'https://example.com/picture.jpg',
      }).map((reference) => reference.field),
    ).toEqual(['photo', 'logo']);
  });
});

describe('refuseUnusablePictures', () => {
  it('refuses with 422 naming each field of a picture that is missing, not a picture or too large, checking each file once', async () => {
    const check = verdicts({
      'package-images/banff.jpg': 'not-an-image',
      'package-images/hotel.png': 'too-many-pixels',
      'package-images/lake louise.webp': 'missing',
    });
    const refusal = await refuseUnusablePictures({ ...pkg, share_image: 'package-images/banff.jpg' }, null, check).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Unprocessable);
    expect((refusal as Unprocessable).status).toBe(422);
    expect((refusal as Unprocessable).code).toBe('UNPROCESSABLE');
    expect((refusal as Unprocessable).fields).toEqual({
      banner_image: 'is not a JPEG, PNG or WebP picture, or is damaged',
      share_image: 'is not a JPEG, PNG or WebP picture, or is damaged',
      'tabs.0.fields.summary': 'has a picture that is not in the media library (upload it again)',
      'tabs.1.fields.image': 'has more than 48,000,000 pixels (make it smaller)',
    });
    expect((refusal as Unprocessable).message).toBe('3 pictures cannot be shown on the site: see each field named. Choose or upload other pictures.');
    expect(check.mock.calls.map(([key]) => key).sort()).toEqual(['package-images/banff.jpg', 'package-images/hotel.png', 'package-images/lake louise.webp']);
  });

  it('names the file in the message when one picture is refused', async () => {
    const refusal = await refuseUnusablePictures({ photo: 'agents/wei-chen/photo.jpg' }, null, verdicts({ 'agents/wei-chen/photo.jpg': 'missing' })).catch(
      (error: unknown) => error,
    );
    expect((refusal as Unprocessable).fields).toEqual({ photo: 'is not in the media library (upload it again)' });
    expect((refusal as Unprocessable).message).toBe(
      '“photo.jpg” cannot be shown on the site: the file is not in the media library (upload it again). Choose or upload another picture.',
    );
  });

  it('checks only the pictures the stored item does not name yet, and reads the stored item only when the body names a picture', async () => {
    const check = verdicts({ 'package-images/banff.jpg': 'not-an-image' });
    // The banner predates the check: saving the package again (another field changed) does not refuse it.
    await refuseUnusablePictures({ ...pkg, title: 'Banff in winter' }, pkg, check);
    expect(check).not.toHaveBeenCalled();
    const moved = { ...pkg, banner_image: 'package-images/hotel.png', tabs: [{ ...pkg.tabs[1]!, fields: { image: 'package-images/banff.jpg' } }] };
    await refuseUnusablePictures(moved, pkg, check);
    expect(check).not.toHaveBeenCalled();
    const stored = vi.fn(async () => pkg);
    await refuseUnusablePictures({ title: 'No picture' }, stored, check);
    expect(stored).not.toHaveBeenCalled();
    await refuseUnusablePictures({ ...pkg, banner_image: 'package-images/new.jpg' }, stored, check);
    expect(stored).toHaveBeenCalledTimes(1);
    expect(check.mock.calls).toEqual([['package-images/new.jpg']]);
  });
});
