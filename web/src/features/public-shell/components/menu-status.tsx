import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCatalogue } from '../../../i18n/catalogue.ts';
import { shellCatalogue } from '../../../i18n/catalogues/shell.ts';
import { publicShellMessages } from '../messages.ts';
import panelStyles from './menu-panel.module.css';

/** While a menu's data loads: a spinner; when it failed: the reason and a retry button. */
export function MenuStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const i18n = useCatalogue(shellCatalogue);
  if (!failed) {
    return (
      <div className={panelStyles.status}>
        <Spinner size="small" label={i18n._(publicShellMessages.menuLoading)} />
      </div>
    );
  }
  return (
    <div className={panelStyles.status} role="alert">
      <span>{i18n._(publicShellMessages.menuFailed)}</span>
      <Button size="small" onClick={onRetry}>
        {i18n._(publicShellMessages.retry)}
      </Button>
    </div>
  );
}
