import { describe, expect, it } from 'vitest';
import { SUPPLIER_CATEGORIES, SUPPLIER_CATEGORY_LABELS, supplierCreateInputSchema } from './supplier.ts';

describe('suppliers', () => {
  it('has the nine categories, each with a label', () => {
    expect(SUPPLIER_CATEGORIES).toEqual([
      'VacationPackages',
      'Cruise',
      'GuidedTours',
      'Insurance',
      'Car',
      'Ground&Rail',
      'Air',
      'Hotels',
      'AdditionalServices',
    ]);
    expect(Object.keys(SUPPLIER_CATEGORY_LABELS).sort()).toEqual([...SUPPLIER_CATEGORIES].sort());
  });

  it('needs a phone or an e-mail address for each contact and a logo in suppliers/logo/', () => {
    const supplier = {
      name: 'Sunwing Vacations',
      categories: ['VacationPackages'],
      summary: '',
      logo: 'suppliers/logo/sunwing.png',
      website: null,
      agentPortal: null,
      contacts: [{ name: 'Sales desk', role: '', phone: '', email: '' }],
      bookingNotes: '',
      commissionNotes: '',
      documents: [],
      active: true,
    };
    const result = supplierCreateInputSchema.safeParse(supplier);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['contacts.0.phone']);
    expect(supplierCreateInputSchema.safeParse({ ...supplier, contacts: [{ name: 'Sales desk', role: '', phone: '1-800-555-0142', email: '' }] }).success).toBe(
      true,
    );
    expect(supplierCreateInputSchema.safeParse({ ...supplier, contacts: [], logo: 'Documents/sunwing.png' }).success).toBe(false);
  });
});
