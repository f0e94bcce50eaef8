import type { ComponentType } from 'react';
import { isLayoutName, type LayoutName } from '@tdp/shared/layouts/layout-names';
import { FaqLayout } from './faq-layout.tsx';
import { GalleryLayout } from './gallery-layout.tsx';
import { HotelLayout } from './hotel-layout.tsx';
import { InclusionsLayout } from './inclusions-layout.tsx';
import { ItineraryLayout } from './itinerary-layout.tsx';
import type { LayoutProps } from './layout-fields.ts';
import { OverviewLayout } from './overview-layout.tsx';
import { PricingTableLayout } from './pricing-table-layout.tsx';
import { RichTextLayout } from './rich-text-layout.tsx';
import { TermsLayout } from './terms-layout.tsx';

/**
 * One renderer per layout of the shared registry. A `Record` over every layout name: a layout added to
 * the registry without a renderer here fails the type check.
 */
const LAYOUT_RENDERERS: Record<LayoutName, ComponentType<LayoutProps>> = {
  'Layout 1': ItineraryLayout,
  'Layout 2': HotelLayout,
  'Layout 3': InclusionsLayout,
  'Layout 4': GalleryLayout,
  'Layout 5': PricingTableLayout,
  'Layout 6': RichTextLayout,
  'Layout 7': FaqLayout,
  'Layout 8': TermsLayout,
  'Layout 9': OverviewLayout,
};

/** The renderer of a tab's layout, or null for a name the registry does not know (the tab is not shown). */
export function layoutRenderer(layoutName: string): ComponentType<LayoutProps> | null {
  return isLayoutName(layoutName) ? LAYOUT_RENDERERS[layoutName] : null;
}
