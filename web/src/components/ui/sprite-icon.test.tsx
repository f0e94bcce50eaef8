import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@tdp/shared/schemas/package';
import { PackageIcon } from '../package-card-icons.tsx';
import * as uiIcons from './icons.tsx';

const sprite = readFileSync(path.join(import.meta.dirname, 'icons.svg'), 'utf8');
/** The sprite's symbols: id → viewBox. */
const symbols = new Map([...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">/g)].map((match) => [match[1]!, match[2]!]));

/** The symbol an icon draws, from its `<use href="…#id">`, with the `<svg>` around it. */
function drawnSymbol(icon: React.ReactElement): { id: string; svg: SVGSVGElement } {
  const { container } = render(icon);
  const svg = container.querySelector('svg')!;
  const href = svg.querySelector('use')?.getAttribute('href') ?? '';
  return { id: href.slice(href.indexOf('#') + 1), svg };
}

describe('icons drawn from the sprite', () => {
  it('draws every package icon name from a symbol of the sprite, decorative and the size of a line of text', () => {
    for (const name of ICON_NAMES) {
      const { id, svg } = drawnSymbol(<PackageIcon name={name} />);
      expect(symbols.get(id), name).toBe('0 0 20 20');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(svg.getAttribute('width')).toBe('20');
    }
  });

  it("draws every public page's icon from a symbol of the sprite", () => {
    for (const [name, Icon] of Object.entries(uiIcons) as Array<[string, ComponentType<{ className?: string }>]>) {
      const { id, svg } = drawnSymbol(<Icon className="x" />);
      expect(symbols.has(id), name).toBe(true);
      expect(svg.getAttribute('class')).toBe('x');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('links the sprite by the address the build gives it, so a page and its icons share one cached file', () => {
    const { container } = render(<PackageIcon name="plane" />);
    const href = container.querySelector('use')!.getAttribute('href')!;
    expect(href).toMatch(/icons\.svg.*#package-plane$/);
  });
});
