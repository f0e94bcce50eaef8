import { AGENT_SLUG_MAX } from '@tdp/shared/schemas/agent-profile';

/**
 * A profile address suggested from an agent's name while the admin has not typed one: lowercase letters and
 * digits joined by single hyphens, accents dropped (`Amélie Roy` → `amelie-roy`).
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AGENT_SLUG_MAX)
    .replace(/-+$/, '');
}
