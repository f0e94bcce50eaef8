import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { pageTitle, usePageMeta } from './use-page-meta.ts';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}

function descriptionContent(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('usePageMeta', () => {
  it('sets the title and the one description element, then restores them when the page goes', () => {
    document.title = 'TBB Travel';
    const { rerender, unmount } = render(<Page title={pageTitle('Careers')} description="Work with us." />);
    expect(document.title).toBe('Careers | TBB Travel');
    expect(descriptionContent()).toBe('Work with us.');

    rerender(<Page title={pageTitle('Contact us')} description="Call or visit." />);
    expect(document.title).toBe('Contact us | TBB Travel');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    unmount();
    expect(document.title).toBe('TBB Travel');
  });
});
