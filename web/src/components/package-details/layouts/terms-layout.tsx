import { packageDetailMessages } from '../package-detail-messages.ts';
import { RichText } from './rich-text.tsx';
import { textField, type LayoutProps } from './layout-fields.ts';
import layout from './layout.module.css';

/** 'Layout 8', Terms and conditions: booking terms and the cancellation policy. */
export function TermsLayout({ fields }: LayoutProps) {
  const cancellation = textField(fields, 'cancellationPolicy');
  return (
    <div className={layout.stack}>
      <RichText html={textField(fields, 'terms')} />
      {cancellation ? (
        <>
          <h3 className={layout.subheading}>{packageDetailMessages.cancellationPolicy}</h3>
          <RichText html={cancellation} />
        </>
      ) : null}
    </div>
  );
}
