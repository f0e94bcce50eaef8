import { termsAndConditions } from '../documents/terms-and-conditions.ts';
import { PolicyPage } from './policy-page.tsx';

/** `/terms-and-conditions`: the agency's terms and conditions (text in `documents/terms-and-conditions.ts`). */
export function TermsAndConditionsPage() {
  return <PolicyPage document={termsAndConditions} />;
}
