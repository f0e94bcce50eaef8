import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { useRuntimeConfig } from '../../../../lib/runtime-config.ts';
import { MediaPickerDialog } from '../../../../components/media-library/media-picker-dialog.tsx';
import { builderMessages as messages } from '../../messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  thumb: {
    width: '160px',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: { color: tokens.colorNeutralForeground3 },
  key: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** An image picked from the media library: its thumbnail and key, Choose/Change and Remove. */
export function ImageInput({ value, onChange, label }: { value: string; onChange: (value: string | null) => void; label: string }) {
  const styles = useStyles();
  const { cdnPrefix } = useRuntimeConfig();
  const [picking, setPicking] = useState(false);
  return (
    <div className={styles.root}>
      {value ? <img className={styles.thumb} src={resolveMediaUrl(value, cdnPrefix)} alt={label} /> : <Text className={styles.empty}>{messages.noImage}</Text>}
      <div>
        {value && <div className={styles.key}>{value}</div>}
        <div className={styles.buttons}>
          <Button size="small" icon={<ImageAddRegular />} onClick={() => setPicking(true)}>
            {value ? messages.changeImage : messages.chooseImage}
          </Button>
          {value && (
            <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={() => onChange(null)}>
              {messages.removeImage}
            </Button>
          )}
        </div>
      </div>
      {picking && <MediaPickerDialog accept="image" onPick={(file) => onChange(file.key)} onClose={() => setPicking(false)} />}
    </div>
  );
}
