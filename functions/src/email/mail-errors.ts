/**
 * SES v2 errors that will be the same on every retry of one mail: the request itself is refused (a malformed
 * address, an address the sandbox has not verified, content SES will not carry). Retrying cannot help; the mail is
 * marked failed at once, with the reason, for an admin to resend once the cause is fixed.
 *
 * Everything else is retried by the queue, then dead-lettered: throttling and quotas (TooManyRequestsException,
 * LimitExceededException), SES or network faults, and the stage-wide conditions an operator fixes (sending paused,
 * account suspended, MAIL FROM domain not verified, configuration set missing), which the dead-letter alarm reports
 * and after which the dead-lettered mails are redriven (docs/runbook.md).
 */
const PERMANENT_MAIL_ERRORS: ReadonlySet<string> = new Set(['MessageRejected', 'BadRequestException']);

/** Whether `error` refuses this one mail for good (see {@link PERMANENT_MAIL_ERRORS}). */
export function isPermanentMailError(error: unknown): boolean {
  return error instanceof Error && PERMANENT_MAIL_ERRORS.has(error.name);
}

const MAX_REASON_LENGTH = 300;

/** A failure as an admin reads it: the error's name and message, shortened. */
export function describeMailError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH - 1)}…` : text;
}
