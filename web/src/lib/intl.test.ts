import { describe, expect, it } from 'vitest';
import { compareNames, formatDate, formatDays, formatMessage, formatMonth, formatPrice } from './intl.ts';

describe('formatPrice', () => {
  it('formats Canadian dollars for en-CA, with the cents only when there are some', () => {
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(1299.6)).toBe('$1,299.60');
    expect(formatPrice(2899.5)).toBe('$2,899.50');
    expect(formatPrice(2091.24)).toBe('$2,091.24');
    // Never rounded up to the next dollar, nor down.
    expect(formatPrice(2899.99)).toBe('$2,899.99');
    expect(formatPrice(1299.001)).toBe('$1,299');
  });

  it('always writes the cents when asked', () => {
    expect(formatPrice(89.5, { exact: true })).toBe('$89.50');
    expect(formatPrice(89, { exact: true })).toBe('$89.00');
  });
});

describe('formatDate', () => {
  it('formats a calendar date without shifting it by the time zone', () => {
    expect(formatDate('2027-03-07')).toBe('Mar 7, 2027');
    expect(formatDate('2027-12-31T23:30:00Z')).toBe('Dec 31, 2027');
  });

  it('rejects text that is not a date', () => {
    expect(() => formatDate('soon')).toThrow('Not a date: "soon"');
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Call {phone} ({hours})', { phone: '1-866-555-0142' })).toBe('Call 1-866-555-0142 ({hours})');
  });
});

describe('the en-CA rules agree with Intl', () => {
  const whole = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
  const exact = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
  const amounts = [
    0, -0, 0.4, 0.5, 0.49, 1.005, 1.255, 2.675, 0.145, 9.995, 99.5, 999.5, 999.995, 1000, 1299.6, 12345.678, 1234567, -0.4, -0.5, -1299, -1.005, 1e-7, 5e-7,
    0.000001, 123456789012.345, 999999999999999.9,
  ];
  // A fixed-seed walk over many prices, with cents and half-cents.
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647);
  for (let index = 0; index < 2000; index += 1) amounts.push(next() / 1000, next() % 100000, (next() % 1000000) / 100, (next() % 10000000) / 1000);

  it('formats prices as Intl.NumberFormat does, to the cent (the cents left out when they are zero) and exact', () => {
    for (const amount of amounts) {
      const toTheCent = exact.format(amount);
      expect(formatPrice(amount), String(amount)).toBe(toTheCent.endsWith('.00') ? toTheCent.slice(0, -3) : toTheCent);
      expect(formatPrice(amount, { exact: true }), String(amount)).toBe(toTheCent);
    }
    expect(whole.format(2899.5)).toBe('$2,900');
    expect(formatPrice(2899.5)).not.toBe(whole.format(2899.5));
  });

  it('formats dates as Intl.DateTimeFormat does, every day of several years', () => {
    const dates = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      expect(formatDate(new Date(time))).toBe(dates.format(time));
    }
    expect(formatDate('2027-09-07')).toBe(dates.format(Date.UTC(2027, 8, 7)));
  });

  it('orders names as Intl.Collator does with base sensitivity', () => {
    const collator = new Intl.Collator('en-CA', { sensitivity: 'base' });
    const names = [
      'Zanzibar',
      'zambia',
      'Curaçao',
      'Cuba',
      'Côte d’Ivoire',
      'Costa Rica',
      'Cote Rotie',
      'México',
      'Mexico City',
      'Mexico',
      'Montréal',
      'Montreal',
      'St. Lucia',
      'St Kitts',
      'Saint Martin',
      'São Paulo',
      'Sao Tome',
      'Åland',
      'Aruba',
      'Antigua & Barbuda',
      'Réunion',
      'Reykjavík',
      'Puerto Vallarta',
      'Punta Cana',
      'U.S. Virgin Islands',
      'USA',
      'United Kingdom',
      'Ürgüp',
      'Bora Bora',
      'bahamas',
      'Europe',
      'Asia',
      'Africa',
      'Oceania',
      'Caribbean',
      'South America',
      'North America',
      'Adults Only',
      'All-Inclusive',
      'Beach Vacations',
      'City Break',
      'Disney Trips',
      'Destination Wedding',
      'Group Travel',
      'River Cruise',
      'Ocean Cruise',
    ];
    const sign = (value: number) => Math.sign(value);
    for (const a of names) for (const b of names) expect(sign(compareNames(a, b)), `${a} / ${b}`).toBe(sign(collator.compare(a, b)));
  });
});

describe('the fr-CA rules agree with Intl', () => {
  it("writes the issue's examples with no-break spaces", () => {
    expect(formatPrice(2091.24, { locale: 'fr-CA' })).toBe('2\u00a0091,24\u00a0$');
    expect(formatPrice(1299, { locale: 'fr-CA' })).toBe('1\u00a0299\u00a0$');
    expect(formatDate('2027-04-07', 'fr-CA')).toBe('7 avr. 2027');
    expect(formatDays('2027-04-07', '2027-06-30', 'fr-CA')).toBe('7 avr. 2027 – 30 juin 2027');
    expect(formatMonth('2027-07', 'fr-CA')).toBe('juill. 2027');
  });

  it('formats prices as Intl.NumberFormat does, to the cent (the cents left out when they are zero) and exact', () => {
    const exact = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647);
    const amounts = [0, -0, 0.5, 1.005, 999.995, 1000, 1299.6, 1234567, -1299, 123456789012.345];
    for (let index = 0; index < 2000; index += 1) amounts.push(next() / 1000, next() % 100000, (next() % 1000000) / 100);
    for (const amount of amounts) {
      const toTheCent = exact.format(amount);
      expect(formatPrice(amount, { locale: 'fr-CA' }), String(amount)).toBe(toTheCent.replace(/,00(\u00a0\$)$/, '$1'));
      expect(formatPrice(amount, { locale: 'fr-CA', exact: true }), String(amount)).toBe(toTheCent);
    }
  });

  it('formats dates and months as Intl.DateTimeFormat does, every day of several years', () => {
    const dates = new Intl.DateTimeFormat('fr-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const months = new Intl.DateTimeFormat('fr-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2019, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      expect(formatDate(new Date(time), 'fr-CA')).toBe(dates.format(time));
    }
    for (let month = 1; month <= 12; month += 1) {
      expect(formatMonth(`2027-${String(month).padStart(2, '0')}`, 'fr-CA')).toBe(months.format(Date.UTC(2027, month - 1, 1)));
    }
  });
});
