import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { adminFormMessages as messages } from './admin-form-messages.ts';
import type { SaveProblem } from './save-problem.ts';

/**
 * A failed save or delete above the form it concerns (announced to screen readers). When someone else saved
 * first, or the item is gone, it offers Reload: the form then shows what they saved, or that it is gone.
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
