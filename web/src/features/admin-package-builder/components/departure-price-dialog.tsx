import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatMessage, formatPrice } from '../../../lib/intl.ts';
import { changedPrice, type DepartureRow, type PriceChange } from '../departure-rows.ts';
import { departuresMessages as messages } from '../departures-messages.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  preview: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '200px', overflowY: 'auto' },
});

const PREVIEW_MAX = 8;

/** "Change price" for the selected departures: by an amount or a percentage, previewed, to the cent, never below $0. */
export function DeparturePriceDialog({
  rows,
  cityName,
  onApply,
  onClose,
}: {
  rows: readonly DepartureRow[];
  cityName: (id: number | null) => string;
  onApply: (change: PriceChange) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [by, setBy] = useState<PriceChange['by']>('amount');
  const [text, setText] = useState('');
  const value = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(value);
  const priced = rows.filter((row) => row.price.trim() !== '' && Number.isFinite(Number(row.price)));
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{formatMessage(messages.priceTitle, { count: rows.length })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={messages.priceBy}>
              <RadioGroup layout="horizontal" value={by} onChange={(_, data) => setBy(data.value as PriceChange['by'])}>
                <Radio value="amount" label={messages.priceByAmount} />
                <Radio value="percent" label={messages.priceByPercent} />
              </RadioGroup>
            </Field>
            <Field label={messages.priceValue} hint={messages.priceValueHint} validationMessage={text !== '' && !valid ? messages.priceNotNumber : undefined}>
              <Input
                inputMode="decimal"
                value={text}
                onChange={(_, data) => setText(data.value)}
                contentAfter={by === 'percent' ? '%' : undefined}
                contentBefore={by === 'amount' ? '$' : undefined}
              />
            </Field>
            {valid && (
              <section aria-label={messages.pricePreview}>
                <ul className={styles.preview}>
                  {priced.slice(0, PREVIEW_MAX).map((row) => (
                    <li key={row.id}>
                      {cityName(row.departureCityId)} {row.date}: {formatPrice(Number(row.price), { exact: true })} →{' '}
                      {formatPrice(Number(changedPrice(row.price, { by, value })), { exact: true })}
                    </li>
                  ))}
                  {priced.length > PREVIEW_MAX && <li>…</li>}
                </ul>
              </section>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!valid} onClick={() => onApply({ by, value })}>
              {messages.priceApply}
            </Button>
            <Button onClick={onClose}>{messages.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
