/** Longest agent slug (the `{slug}` of `/ca/{slug}`). */
export const AGENT_SLUG_MAX = 80;

/** An agent slug: lowercase words and digits joined by single hyphens. */
export const AGENT_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The slug, trimmed, when it is a well-formed agent slug; undefined otherwise. The same rule as
 * `agentSlugSchema` (schemas/agent-profile.ts), without zod: the public site checks `?agent=` on any page.
 */
export function wellFormedAgentSlug(value: string | null | undefined): string | undefined {
  const slug = value?.trim();
  if (!slug || slug.length > AGENT_SLUG_MAX || !AGENT_SLUG_PATTERN.test(slug)) return undefined;
  return slug;
}
