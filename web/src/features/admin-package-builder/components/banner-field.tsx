import { useRef, useState } from 'react';
import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, CropRegular, DismissRegular, ImageSearchRegular } from '@fluentui/react-icons';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@tdp/shared/constants';
import { resolveMediaUrl } from '@tdp/shared/media/media-references';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { MediaPickerDialog } from '../../../components/media-library/media-picker-dialog.tsx';
import { BannerCropperDialog, type CropSource } from './banner-cropper-dialog.tsx';
import { builderMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  preview: {
    display: 'block',
    width: '100%',
    maxWidth: '720px',
    aspectRatio: '12 / 5',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    maxWidth: '720px',
    aspectRatio: '12 / 5',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
  },
  key: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  share: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  shareThumb: {
    display: 'block',
    width: '192px',
    aspectRatio: `${SHARE_IMAGE_WIDTH} / ${SHARE_IMAGE_HEIGHT}`,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  shareText: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    flex: '1 1 240px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hiddenInput: { display: 'none' },
});

/** Props of {@link BannerField}. */
export interface BannerFieldProps {
  value: string;
  /** The link-preview image made with the banner, or null (link previews show the banner). */
  shareImage: string | null;
  /** A new banner, with its link-preview image when one was made beside it. */
  onChange: (banner: string, shareImage: string | null) => void;
  /** The package's title, for the uploaded file's name. */
  title: string;
  error?: string;
}

/**
 * The package's banner: a 12:5 preview, and three ways to set it: choose a library image as it is, upload
 * an image from the computer (cropped first), or crop the chosen library image again (saved as a new file).
 * Cropping also makes the 1200 × 630 link-preview image, shown small below the banner.
 */
export function BannerField({ value, shareImage, onChange, title, error }: BannerFieldProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { cdnPrefix } = useRuntimeConfig();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [cropping, setCropping] = useState<CropSource | null>(null);
  const address = value ? resolveMediaUrl(value, cdnPrefix) : null;
  const shareAddress = value && shareImage ? resolveMediaUrl(shareImage, cdnPrefix) : null;
  const shareSize = { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };

  return (
    <Field label={messages.bannerLabel} hint={messages.bannerHint} validationMessage={error} required>
      <div className={styles.root}>
        {address ? (
          <img className={styles.preview} src={address} alt={messages.bannerAlt} />
        ) : (
          <div className={styles.empty}>
            <Text>{messages.bannerNone}</Text>
          </div>
        )}
        {value && <span className={styles.key}>{value}</span>}
        {value && (
          <div className={styles.share}>
            {shareAddress && <img className={styles.shareThumb} src={shareAddress} alt={messages.shareImageAlt} />}
            <div className={styles.shareText}>
              <span>{formatMessage(shareAddress ? messages.shareImageMade : messages.shareImageNone, shareSize)}</span>
              {shareAddress && <span className={styles.key}>{shareImage}</span>}
            </div>
          </div>
        )}
        <div className={styles.buttons}>
          <Button icon={<ImageSearchRegular />} onClick={() => setPicking(true)}>
            {messages.pickBanner}
          </Button>
          <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => inputRef.current?.click()}>
            {messages.uploadBanner}
          </Button>
          {address && (
            <Button icon={<CropRegular />} onClick={() => setCropping({ kind: 'url', url: address })}>
              {messages.cropExisting}
            </Button>
          )}
          {value && (
            <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange('', null)}>
              {messages.removeBanner}
            </Button>
          )}
        </div>
        <input
          ref={inputRef}
          className={styles.hiddenInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={messages.bannerFileInput}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) {
              notify('error', messages.notAnImage);
              return;
            }
            setCropping({ kind: 'file', file });
          }}
        />
      </div>
      {picking && (
        <MediaPickerDialog accept="image" initialFolder="package-images/" onPick={(file) => onChange(file.key, null)} onClose={() => setPicking(false)} />
      )}
      {cropping && (
        <BannerCropperDialog
          source={cropping}
          title={title}
          onUploaded={(ticket, share) => {
            onChange(ticket.key, 'ticket' in share ? share.ticket.key : null);
            notify('success', formatMessage(messages.bannerUploaded, { name: ticket.key.slice(ticket.key.lastIndexOf('/') + 1) }));
            if ('problem' in share) notify('warning', formatMessage(messages.shareImageSkipped, { reason: share.problem }));
          }}
          onClose={() => setCropping(null)}
        />
      )}
    </Field>
  );
}
