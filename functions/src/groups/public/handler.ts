import { createGroupHandler } from '../../http/create-group-handler.ts';

/** Public reads: the content table only. */
export const handler = createGroupHandler('public', {
  health: async () => ({ body: { status: 'ok', time: new Date().toISOString() } }),
});
