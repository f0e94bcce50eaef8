import { RichText } from './rich-text.tsx';
import { textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';

/** 'Layout 6', Rich text: an optional heading over free text. */
export function RichTextLayout({ fields }: LayoutProps) {
  const heading = textField(fields, 'heading');
  return (
    <div className={layout.stack}>
      {heading ? <h3 className={layout.heading}>{heading}</h3> : null}
      <RichText html={textField(fields, 'body')} />
    </div>
  );
}
