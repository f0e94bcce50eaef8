import { Button, Spinner } from '@fluentui/react-components';
import { publicShellMessages } from '../messages.ts';
import { useMenuPanelStyles } from './menu-panel-styles.ts';

/** While a menu's data loads: a spinner; when it failed: the reason and a retry button. */
export function MenuStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const styles = useMenuPanelStyles();
  if (!failed) {
    return (
      <div className={styles.status}>
        <Spinner size="small" label={publicShellMessages.menuLoading} />
      </div>
    );
  }
  return (
    <div className={styles.status} role="alert">
      <span>{publicShellMessages.menuFailed}</span>
      <Button size="small" onClick={onRetry}>
        {publicShellMessages.retry}
      </Button>
    </div>
  );
}
