import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { SaveProblem } from '../forms/save-problem.ts';
import { catalogueMessages as messages } from '../messages.ts';

/**
 * A failed save or delete above the form it concerns (announced to screen readers). When someone else
 * saved first, or the item is gone, it offers Reload.
 */
export function ProblemBar({ problem, onReload }: { problem: SaveProblem; onReload?: () => void }) {
  const offerReload = onReload && (problem.kind === 'stale' || problem.kind === 'gone');
  return (
    <MessageBar intent={problem.kind === 'stale' ? 'warning' : 'error'} layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{problem.title}</MessageBarTitle>
        {problem.message}
      </MessageBarBody>
      {offerReload && (
        <MessageBarActions>
          <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onReload}>
            {messages.reload}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
