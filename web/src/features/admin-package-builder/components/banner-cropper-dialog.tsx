import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Slider,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { IMAGE_CROP_JPEG_QUALITY, IMAGE_CROP_MIME_TYPE, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from '@tdp/shared/constants';
import type { MediaUploadTicket } from '@tdp/shared/schemas/media';
import { formatMessage } from '../../../lib/intl.ts';
import { uploadMediaFile } from '../../../lib/media/upload-media-file.ts';
import { uploadFailureReason } from '../../../lib/media/use-media-uploads.ts';
import { bannerFileName, frameShare, initialFrame, moveFrame, outputSize, resizeFrame, type CropFrame } from '../banner-crop.ts';
import { encodeWithinBudget, shareFileName, shareFrame } from '../share-image.ts';
import { builderMessages as messages } from '../messages.ts';

/** Where cropped banners are stored in the media library. */
const BANNER_FOLDER = 'package-images/';
/** Arrow keys move the frame by this share of the image (ten times with Shift); + and − resize by it. */
const KEY_STEP = 0.01;
const SIZE_STEP = 0.05;

const useStyles = makeStyles({
  surface: { width: 'min(960px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stage: {
    position: 'relative',
    alignSelf: 'center',
    maxWidth: '100%',
    overflow: 'hidden',
    userSelect: 'none',
    touchAction: 'none',
    backgroundColor: tokens.colorNeutralBackground3,
    lineHeight: 0,
  },
  image: { display: 'block', maxWidth: '100%', maxHeight: '55vh', width: 'auto', height: 'auto' },
  frame: {
    position: 'absolute',
    boxSizing: 'border-box',
    border: `2px solid ${tokens.colorNeutralForegroundInverted}`,
    // Darkens everything outside the frame.
    boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
    cursor: 'move',
    ':focus-visible': { outline: `3px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  },
  // Where the link-preview image is cut: drawn over the darkened surround, never in the way of the pointer.
  shareOutline: {
    position: 'absolute',
    boxSizing: 'border-box',
    border: `2px dashed ${tokens.colorNeutralForegroundInverted}`,
    pointerEvents: 'none',
  },
  thirds: {
    position: 'absolute',
    inset: 0,
    backgroundImage:
      'linear-gradient(to right, transparent 33.2%, rgba(255,255,255,.45) 33.3%, transparent 33.5%, transparent 66.5%, rgba(255,255,255,.45) 66.6%, transparent 66.8%), linear-gradient(to bottom, transparent 33.2%, rgba(255,255,255,.45) 33.3%, transparent 33.5%, transparent 66.5%, rgba(255,255,255,.45) 66.6%, transparent 66.8%)',
    pointerEvents: 'none',
  },
  help: { color: tokens.colorNeutralForeground3 },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** The image to crop: a file from the admin's computer, or a file of the media library by its address. */
export type CropSource = { kind: 'file'; file: Blob } | { kind: 'url'; url: string };

/** The link-preview image uploaded beside the banner, or why there is none (the banner is kept all the same). */
export type ShareImageResult = { ticket: MediaUploadTicket } | { problem: string };

/** Props of {@link BannerCropperDialog}. */
export interface BannerCropperDialogProps {
  source: CropSource;
  /** The package's title, for the file's name. */
  title: string;
  /** The uploaded banner's ticket (its `key` is what the package stores) and its link-preview image's. */
  onUploaded: (ticket: MediaUploadTicket, share: ShareImageResult) => void;
  onClose: () => void;
}

/** The part `frame` of the image, drawn at `size`. */
function drawFrame(image: HTMLImageElement, frame: CropFrame, size: { width: number; height: number }): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(messages.cropLoadFailed);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, frame.x, frame.y, frame.width, frame.height, 0, 0, size.width, size.height);
  return canvas;
}

/** The canvas as a JPEG at `quality`. */
function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error(messages.cropLoadFailed))), IMAGE_CROP_MIME_TYPE, quality),
  );
}

/** The link-preview image of a banner frame: 1200 × 630, within 300 KB; or why it could not be made. */
async function shareImageOf(image: HTMLImageElement, frame: CropFrame): Promise<{ blob: Blob } | { problem: string }> {
  try {
    const canvas = drawFrame(image, shareFrame(frame, image.naturalWidth, image.naturalHeight), { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
    const encoded = await encodeWithinBudget((quality) => jpegOf(canvas, quality));
    return encoded ?? { problem: formatMessage(messages.shareImageTooHeavy, { size: SHARE_IMAGE_MAX_BYTES / 1024 }) };
  } catch (error) {
    return { problem: uploadFailureReason(error) };
  }
}

/**
 * Crops an image to the banner's 12:5 shape in the browser and uploads the result as a JPEG at quality 0.9
 * into `package-images/` through the presigned upload. The frame moves by dragging
 * or with the arrow keys, and resizes with the slider or + and −. Beside the banner goes its link-preview
 * image (`…-share.jpg`, 1200 × 630, see `share-image.ts`); the banner is kept even when that one fails.
 */
export function BannerCropperDialog({ source, title, onUploaded, onClose }: BannerCropperDialogProps) {
  const styles = useStyles();
  const helpId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [frame, setFrame] = useState<CropFrame | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; start: CropFrame; scale: number } | null>(null);

  useEffect(() => {
    if (source.kind === 'url') {
      setAddress(source.url);
      return;
    }
    const objectUrl = URL.createObjectURL(source.file);
    setAddress(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [source]);

  function onImageLoad() {
    const image = imageRef.current;
    if (!image) return;
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    setNatural(size);
    setFrame(initialFrame(size.width, size.height));
  }

  /** Image pixels per displayed pixel. */
  const scale = () => (natural && imageRef.current ? natural.width / imageRef.current.clientWidth : 1);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!frame) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, start: frame, scale: scale() };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current || !natural) return;
    const { pointerX, pointerY, start, scale: factor } = drag.current;
    setFrame(moveFrame(start, (event.clientX - pointerX) * factor, (event.clientY - pointerY) * factor, natural.width, natural.height));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!frame || !natural) return;
    const step = (event.shiftKey ? KEY_STEP * 10 : KEY_STEP) * natural.width;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFrame(moveFrame(frame, move[0], move[1], natural.width, natural.height));
      return;
    }
    const share = frameShare(frame, natural.width, natural.height);
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setFrame(resizeFrame(frame, share + SIZE_STEP, natural.width, natural.height));
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      setFrame(resizeFrame(frame, share - SIZE_STEP, natural.width, natural.height));
    }
  }

  async function cropAndUpload() {
    const image = imageRef.current;
    if (!image || !frame) return;
    setFailed(null);
    setProgress(0);
    try {
      const banner = await jpegOf(drawFrame(image, frame, outputSize(frame)), IMAGE_CROP_JPEG_QUALITY);
      const share = await shareImageOf(image, frame);
      const shareBytes = 'blob' in share ? share.blob.size : 0;
      const total = banner.size + shareBytes;
      const fileName = bannerFileName(title, new Date());
      const ticket = await uploadMediaFile(banner, { folder: BANNER_FOLDER, fileName, contentType: 'image/jpeg' }, (fraction) =>
        setProgress((fraction * banner.size) / total),
      );
      let shareResult: ShareImageResult;
      if ('problem' in share) shareResult = share;
      else {
        try {
          const shareTicket = await uploadMediaFile(
            share.blob,
            { folder: BANNER_FOLDER, fileName: shareFileName(fileName), contentType: 'image/jpeg' },
            (fraction) => setProgress((banner.size + fraction * shareBytes) / total),
          );
          shareResult = { ticket: shareTicket };
        } catch (error) {
          shareResult = { problem: uploadFailureReason(error) };
        }
      }
      onUploaded(ticket, shareResult);
      onClose();
    } catch (error) {
      setFailed(formatMessage(messages.bannerFailed, { reason: uploadFailureReason(error) }));
      setProgress(null);
    }
  }

  const busy = progress !== null;
  const result = frame ? outputSize(frame) : null;
  const share = frame && natural ? shareFrame(frame, natural.width, natural.height) : null;
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{messages.cropTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id={helpId} className={styles.help}>
              {messages.cropHelp}
            </Text>
            {failed && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{failed}</MessageBarBody>
              </MessageBar>
            )}
            {address && (
              <div className={styles.stage}>
                <img
                  ref={imageRef}
                  className={styles.image}
                  src={address}
                  alt=""
                  // Library files are read with CORS so the canvas they are drawn on can still be exported.
                  crossOrigin={source.kind === 'url' ? 'anonymous' : undefined}
                  onLoad={onImageLoad}
                  onError={() => setFailed(messages.cropLoadFailed)}
                  draggable={false}
                />
                {frame && natural && (
                  <div
                    className={styles.frame}
                    style={{
                      left: `${(frame.x / natural.width) * 100}%`,
                      top: `${(frame.y / natural.height) * 100}%`,
                      width: `${(frame.width / natural.width) * 100}%`,
                      height: `${(frame.height / natural.height) * 100}%`,
                    }}
                    tabIndex={0}
                    role="group"
                    aria-roledescription="crop frame"
                    aria-label={messages.cropArea}
                    aria-describedby={helpId}
                    onPointerDown={onPointerDown}
                    onPointerMove={onPointerMove}
                    onPointerUp={() => (drag.current = null)}
                    onPointerCancel={() => (drag.current = null)}
                    onKeyDown={onKeyDown}
                  >
                    <div className={styles.thirds} />
                  </div>
                )}
                {share && natural && (
                  <div
                    className={styles.shareOutline}
                    aria-hidden="true"
                    style={{
                      left: `${(share.x / natural.width) * 100}%`,
                      top: `${(share.y / natural.height) * 100}%`,
                      width: `${(share.width / natural.width) * 100}%`,
                      height: `${(share.height / natural.height) * 100}%`,
                    }}
                  />
                )}
              </div>
            )}
            {!natural && !failed && <Spinner label={messages.cropLoading} size="small" />}
            {frame && natural && (
              <Field label={messages.zoomLabel}>
                <Slider
                  min={20}
                  max={100}
                  value={Math.round(frameShare(frame, natural.width, natural.height) * 100)}
                  onChange={(_, data) => setFrame(resizeFrame(frame, data.value / 100, natural.width, natural.height))}
                />
              </Field>
            )}
            {result && <Text className={styles.meta}>{formatMessage(messages.cropSize, { width: result.width, height: result.height })}</Text>}
            {result && <Text className={styles.meta}>{formatMessage(messages.cropShareSize, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT })}</Text>}
            {busy && <ProgressBar value={progress} thickness="large" aria-label={messages.bannerUploading} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              {messages.cropCancel}
            </Button>
            <Button appearance="primary" onClick={() => void cropAndUpload()} disabled={!frame || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {busy ? messages.cropSaving : messages.cropSave}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
