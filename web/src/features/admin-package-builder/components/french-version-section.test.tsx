import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { frenchGaps, textFingerprint, type PackageFrench, type TranslatablePackage } from '@tdp/shared/catalogue/french-texts';
import { describeTextPath, FrenchVersionSection } from './french-version-section.tsx';

const english: TranslatablePackage = {
  title: 'Lisbon week',
  icons_data: [{ text1: 'Daily breakfast' }],
  seo: { title: '', description: '' },
  tabs: [{ tabName: 'Itinerary', layoutName: 'Layout 1', fields: { intro: '', days: [{ day: 1, title: 'Arrive', description: 'Transfer to the hotel.' }] } }],
};

/** The section with its own state, as the builder holds it; `latest` is what the builder would save. */
function Harness({ initial, latest }: { initial: PackageFrench | null; latest: { value: PackageFrench | null } }) {
  const [value, setValue] = useState(initial);
  latest.value = value;
  return (
    <FluentProvider>
      <FrenchVersionSection
        english={english}
        value={value}
        onChange={(next) => setValue(next)}
        errors={{ 'fr.texts.icons.0': 'must have at most 120 characters' }}
      />
    </FluentProvider>
  );
}

describe('FrenchVersionSection', () => {
  it('names each text as the admin knows it', () => {
    expect(describeTextPath('title', english)).toBe('Title');
    expect(describeTextPath('icons.0', english)).toBe('Icon line 1');
    expect(describeTextPath('tabs.0.name', english)).toBe('Itinerary › Tab name');
    expect(describeTextPath('tabs.0.fields.days.0.description', english)).toBe('Itinerary › Days 1 › Description');
  });

  it('shows every English text beside its French one, counts what is left, and writes a translation tied to its English', async () => {
    const user = userEvent.setup();
    const latest = { value: null as PackageFrench | null };
    // The title was translated from an older English title: to review.
    render(<Harness initial={{ texts: { title: { text: 'Semaine à Lisbonne', from: textFingerprint('Lisbon weekend') } } }} latest={latest} />);
    expect(screen.getByRole('status').textContent).toContain('0 of 5 texts translated · 4 to translate · 1 to review');
    expect(screen.getByText('Not on the French site yet')).toBeTruthy();
    expect(screen.getByText('English: Transfer to the hotel.')).toBeTruthy();
    // The server's problem shows under its field.
    expect(screen.getByText('must have at most 120 characters')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'The French still matches' }));
    expect(latest.value!.texts.title).toEqual({ text: 'Semaine à Lisbonne', from: textFingerprint('Lisbon week') });

    const answers: Record<string, string> = {
      'French: Icon line 1': 'Petit-déjeuner quotidien',
      'French: Itinerary › Tab name': 'Itinéraire',
      'French: Itinerary › Days 1 › Title': 'Arrivée',
      'French: Itinerary › Days 1 › Description': 'Transfert à l’hôtel.',
    };
    for (const [label, text] of Object.entries(answers))
      await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }), text);
    expect(screen.getByRole('status').textContent).toContain('5 of 5 texts translated · 0 to translate · 0 to review');
    expect(screen.getByText('On the French site')).toBeTruthy();
    expect(frenchGaps({ ...english, fr: latest.value! })).toEqual([]);

    // Emptying a French text takes it out again.
    await user.clear(screen.getByRole('textbox', { name: /^French: Icon line 1/ }));
    expect(latest.value!.texts['icons.0']).toBeUndefined();
  });
});
