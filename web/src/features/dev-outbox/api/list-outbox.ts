import useSWR from 'swr';
import { answer } from '@tdp/shared/api/route-definition';
import { apiFetch, type ApiError } from '../../../lib/api-client.ts';

/** One e-mail the local outbox adapter stored instead of sending it. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The e-mail type, e.g. `quote-received-customer`. */
  type: string;
  createdAt: string;
}

/**
 * The local gateway's dev-only route (`GET /__dev/outbox`, never deployed): not in the route manifest, since
 * no Lambda serves it. Described here in the manifest's shape so the API client can call it. It answers on the
 * API port only (the site does not pass `/__dev/` on: the outbox holds every reset link).
 */
const devOutboxRoute = { method: 'GET', path: '/__dev/outbox', access: 'public', answer: answer<{ messages: OutboxMessage[] }>() } as const;

/** The e-mails "sent" by the local stack, newest first, from the gateway at `devApiUrl`; nothing is asked when it is null. */
export function useOutbox(devApiUrl: string | null) {
  return useSWR<{ messages: OutboxMessage[] }, ApiError>(devApiUrl === null ? null : `${devApiUrl}${devOutboxRoute.path}`, () =>
    apiFetch(devOutboxRoute, { baseUrl: devApiUrl! }),
  );
}
