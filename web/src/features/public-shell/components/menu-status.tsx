import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { publicShellMessages } from '../messages.ts';
import panelStyles from './menu-panel.module.css';

/** While a menu's data loads: a spinner; when it failed: the reason and a retry button. */
export function MenuStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <div className={panelStyles.status}>
        <Spinner size="small" label={publicShellMessages.menuLoading} />
      </div>
    );
  }
  return (
    <div className={panelStyles.status} role="alert">
      <span>{publicShellMessages.menuFailed}</span>
      <Button size="small" onClick={onRetry}>
        {publicShellMessages.retry}
      </Button>
    </div>
  );
}
