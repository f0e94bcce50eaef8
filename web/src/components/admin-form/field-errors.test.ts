import { describe, expect, it } from 'vitest';
import { promotionCreateInputSchema } from '@tdp/shared/schemas/promotion';
import { fieldErrorsFromApi, fieldErrorsFromIssues, labelsFrom } from './field-errors.ts';

const labelOf = labelsFrom({
  title: 'Title',
  startsAt: 'First day',
  endsAt: 'Last day',
  top_pick_one: 'First pick',
  top_pick_two: 'Second pick',
  placements: 'Shown on',
});

describe('field errors', () => {
  it("words the shared schema's rules with the form's labels, the first problem of each field", () => {
    const parsed = promotionCreateInputSchema.safeParse({
      title: ' ',
      subtitle: '',
      image: 'package-images/a.jpg',
      link: null,
      linkLabel: '',
      placements: [],
      startsAt: '2026-06-01',
      endsAt: '2026-05-01',
      active: true,
      sortOrder: 1,
    });
    expect(fieldErrorsFromIssues(parsed.error!.issues, labelOf)).toEqual({
      title: 'Title is required.',
      placements: 'Shown on needs at least one place to appear.',
      endsAt: 'Last day must be on or after the first day.',
    });
  });

  it('words the fields a 400 or 409 answer names, nested paths by their first segment', () => {
    expect(fieldErrorsFromApi({ top_pick_two: 'must differ from top_pick_one', 'placements.1': 'is listed twice' }, labelOf)).toEqual({
      top_pick_two: 'Second pick must differ from the first pick.',
      'placements.1': 'Shown on is listed twice.',
    });
  });
});
