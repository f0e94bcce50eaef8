import { describe, expect, it } from 'vitest';
import { packageListAddressFrom } from './package-list-return.ts';

describe('package list return address', () => {
  it('sends Back only to a packages-list address', () => {
    expect(packageListAddressFrom({ packageList: '/admin-dashboard/packages?sort=price' })).toBe('/admin-dashboard/packages?sort=price');
    expect(packageListAddressFrom({ packageList: 'https://elsewhere.example/' })).toBe('/admin-dashboard/packages');
    expect(packageListAddressFrom({ packageList: '/admin-dashboard/packages-evil' })).toBe('/admin-dashboard/packages');
    expect(packageListAddressFrom(null)).toBe('/admin-dashboard/packages');
  });
});
