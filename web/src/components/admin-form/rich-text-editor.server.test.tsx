// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RichTextEditor } from './rich-text-editor.tsx';

describe('RichTextEditor on a server', () => {
  it('imports and renders without a DOM: the toolbar now, the editable text once in a browser', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <FluentProvider theme={webLightTheme}>
        <RichTextEditor label="Notes" value="<p>Hello</p>" onChange={() => undefined} />
      </FluentProvider>,
    );
    expect(html).toContain('aria-label="Notes: formatting"');
    expect(html).not.toContain('contenteditable');
  });
});
