import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { FormProblem } from '../form-feedback.ts';

/**
 * A message about the whole form above its fields: a problem (wrong credentials, too many attempts, no
 * connection) or a success notice, in an alert region so screen readers announce it as it appears.
 */
export function FormProblemBar({
  problem,
  intent = 'error',
  children,
}: {
  problem: FormProblem;
  intent?: 'error' | 'warning' | 'success' | 'info';
  /** More words or a link after the message. */
  children?: ReactNode;
}) {
  return (
    <div role="alert">
      <MessageBar intent={intent} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{problem.title}</MessageBarTitle>
          {problem.message} {children}
        </MessageBarBody>
      </MessageBar>
    </div>
  );
}
