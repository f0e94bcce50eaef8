import type { MouseEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { PublicPackage } from '@tdp/shared/schemas/package';
import { formatMessage } from '../../../lib/intl.ts';
import { PricingTablesAsAdmin } from '../../../lib/get-pricing-table.ts';
import { PackageDetails } from '../../../components/package-details/package-details.tsx';
import { builderMessages as messages } from '../messages.ts';

const useStyles = makeStyles({
  surface: { width: 'calc(100vw - 48px)', maxWidth: '1280px', padding: 0 },
  body: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxHeight: '78vh', overflowY: 'auto' },
  // Kept at its full height, so the dialog scrolls through the whole page instead of clipping it.
  page: {
    flexShrink: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
});

/**
 * The package page exactly as visitors see it, drawn by the public page's own components from the values
 * being edited, before anything is saved or published. Links inside it do not navigate away.
 */
export function PackagePreviewDialog({ pkg, hasBanner, onClose }: { pkg: PublicPackage; hasBanner: boolean; onClose: () => void }) {
  const styles = useStyles();
  // The preview is to look at: following a link would leave the builder.
  const stayHere = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) event.preventDefault();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <DialogTitle>{formatMessage(messages.previewTitle, { title: pkg.title })}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="info">
              <MessageBarBody>{messages.previewNote}</MessageBarBody>
            </MessageBar>
            {!hasBanner && (
              <MessageBar intent="warning">
                <MessageBarBody>{messages.previewNoBanner}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.page} onClickCapture={stayHere}>
              {/* Its tables may not be on any package on sale yet: read them as the admin. */}
              <PricingTablesAsAdmin.Provider value>
                <PackageDetails pkg={pkg} />
              </PricingTablesAsAdmin.Provider>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {messages.closePreview}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
