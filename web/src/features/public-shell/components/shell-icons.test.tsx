import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as shellIcons from './shell-icons.tsx';

const sprite = readFileSync(path.join(import.meta.dirname, '../../../components/ui/icons.svg'), 'utf8');

describe("the header's icons", () => {
  it('are drawn from line symbols of the sprite, decorative', () => {
    for (const [name, Icon] of Object.entries(shellIcons) as Array<[string, ComponentType]>) {
      const { container } = render(<Icon />);
      const href = container.querySelector('svg use')?.getAttribute('href') ?? '';
      const id = href.slice(href.indexOf('#') + 1);
      expect(sprite, name).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><path d="[^"]+" fill="none" stroke="currentColor"`));
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
