import { describe, expect, it } from 'vitest';
import { budgetWordsFr, greetingFr, travelDatesFr, travellersFr, tripAskedAboutFr } from './lead-email-values-fr.ts';

// Intl writes fr-CA numbers with narrow or plain non-breaking spaces; the tests read them as spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the values of a French mail', () => {
  it('writes dates, amounts and travellers as Intl does for fr-CA, with a non-breaking space before a colon', () => {
    expect(travelDatesFr({ departDate: '2027-03-14', returnDate: '2027-03-21' })).toBe('du 14 mars 2027 au 21 mars 2027');
    expect(travelDatesFr({ departDate: '2027-04-07' })).toBe('départ le 7 avril 2027');
    expect(travelDatesFr({ flexibleMonth: '2027-08' })).toBe('dates flexibles, en août 2027');
    expect(spaced(budgetWordsFr('1500-3000'))).toBe('1 500 $ à 3 000 $');
    expect(spaced(budgetWordsFr('8000-plus'))).toBe('8 000 $ et plus');
    expect(travellersFr({ adults: 1, seniors: 2, childAges: [7] })).toBe('1\u00a0adulte, 2\u00a0aînés, 1\u00a0enfant (âge\u00a0: 7)');
    expect(travellersFr(undefined, 18)).toBe('groupe de 18');
  });

  it('describes the departure asked about with its all-in price, and greets by name or not at all', () => {
    const departure = { id: 'yyz-1205', departureCityId: 3, cityName: 'Toronto', date: '2026-12-05', occupancy: 'double', price: 2200, tax: 419.17 } as const;
    expect(spaced(tripAskedAboutFr('Lisbonne et Porto', departure))).toBe(
      'Lisbonne et Porto : de Toronto, 5 déc. 2026, occupation double, 2 619,17 $ par personne, tout compris',
    );
    expect(tripAskedAboutFr(null, departure)).toBe('');
    expect(greetingFr('Camille')).toBe('Bonjour Camille');
    expect(greetingFr(null)).toBe('Bonjour');
  });
});
