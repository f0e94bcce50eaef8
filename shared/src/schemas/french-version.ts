import * as z from 'zod/mini';
import type { FrenchVersion } from '../catalogue/french-version.ts';

/**
 * The schema of an item's French version (`shared/src/catalogue/french-version.ts`): texts only at the item's text
 * fields `limits` names, each at most that field's characters, with the fingerprint of the English it translates.
 * A blank French text is refused (leave the path out instead: it is then missing).
 */
export function frenchVersionSchemaOf(limits: Readonly<Record<string, number>>): z.ZodMiniType<FrenchVersion, FrenchVersion> {
  return z.strictObject({
    texts: z
      .record(
        z.string().check(z.refine((path) => Object.hasOwn(limits, path), { error: `must be one of ${Object.keys(limits).join(', ')}` })),
        z.strictObject({
          text: z.string({ error: 'must be text' }).check(z.trim(), z.minLength(1, { error: 'is required (leave the text out instead)' })),
          from: z.string().check(z.regex(/^[0-9a-f]{8}$/, { error: 'must be the fingerprint of the English text (8 hex digits)' })),
        }),
      )
      .check(
        z.superRefine((texts, ctx) => {
          for (const [path, { text }] of Object.entries(texts)) {
            const max = limits[path];
            if (max !== undefined && text.length > max) ctx.addIssue({ code: 'custom', path: [path, 'text'], message: `must be at most ${max} characters` });
          }
        }),
      ),
  }) as unknown as z.ZodMiniType<FrenchVersion, FrenchVersion>;
}
