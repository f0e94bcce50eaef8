/** Names of the layouts, in the order the builder lists them. 'Layout 9' is the Overview every new package starts with. */
export const LAYOUT_NAMES = ['Layout 1', 'Layout 2', 'Layout 3', 'Layout 4', 'Layout 5', 'Layout 6', 'Layout 7', 'Layout 8', 'Layout 9'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Whether a value names a layout (the registry in layout-registry.ts has one definition per name). */
export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}
