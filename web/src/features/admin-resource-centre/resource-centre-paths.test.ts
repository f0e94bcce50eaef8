import { describe, expect, it } from 'vitest';
import { formatLocalStart, idFromParam, portalPageEditorPath } from './resource-centre-paths.ts';

describe('resource centre paths', () => {
  it('writes a Vancouver wall-clock start as typed, whatever the browser zone', () => {
    expect(formatLocalStart('2026-07-08T10:00').replace(/\s/g, ' ')).toBe('Wed, Jul 8, 2026, 10:00 a.m.');
  });

  it('reads only positive whole ids from a path', () => {
    expect(idFromParam('12')).toBe(12);
    expect(idFromParam('0')).toBeNull();
    expect(idFromParam('1e3')).toBeNull();
    expect(idFromParam(undefined)).toBeNull();
  });

  it('opens a page in the editor by its slug', () => {
    expect(portalPageEditorPath('branding-info')).toBe('/admin-dashboard/MainPageView/view?page=branding-info');
  });
});
