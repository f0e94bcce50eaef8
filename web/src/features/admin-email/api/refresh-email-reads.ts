import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const EMAIL_ADMIN_PATHS = ['/api/admin/email-templates', '/api/admin/email-types'];

/** Reads the template and type lists (and any template) again after a change, so every screen shows it. */
export function useRefreshEmailReads(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => typeof key === 'string' && EMAIL_ADMIN_PATHS.some((path) => key === path || key.startsWith(`${path}/`)));
  }, [mutate]);
}
