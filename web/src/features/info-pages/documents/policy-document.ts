/**
 * A long page of policy text (privacy, security, terms) as data: sections of paragraphs and lists, so one
 * component lays them all out with a table of contents. Text may hold `{phone}`, `{email}` and
 * `{registration}` placeholders, filled from the runtime config and the constants when shown.
 */

/** One block of a section: a paragraph, or a bulleted list of short items. */
export type PolicyBlock = { paragraph: string } | { list: readonly string[] };

/** A titled part of a policy; `id` is its anchor in the page (`/privacy-policy#your-rights`). */
export interface PolicySection {
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

/** A whole policy page. */
export interface PolicyDocument {
  /** The page heading and tab title. */
  title: string;
  /** Meta description for search results. */
  description: string;
  /** When the text last changed, `YYYY-MM-DD`. */
  lastUpdated: string;
  /** Opening paragraphs before the first section. */
  intro: readonly string[];
  sections: readonly PolicySection[];
}
