import type { ApiRoute } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/use-api.ts';

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
 * no Lambda serves it. Described here in the manifest's shape so the API client can call it.
 */
const devOutboxRoute: ApiRoute = { method: 'GET', path: '/__dev/outbox', access: 'public' };

/** The e-mails "sent" by the local stack, newest first; nothing is asked when `enabled` is false. */
export function useOutbox(enabled: boolean) {
  return useApi<{ messages: OutboxMessage[] }>(enabled ? devOutboxRoute : null);
}
