import { privacyPolicy } from '../documents/privacy-policy.ts';
import { PolicyPage } from './policy-page.tsx';

/** `/privacy-policy`: the agency's privacy policy (text in `documents/privacy-policy.ts`). */
export function PrivacyPolicyPage() {
  return <PolicyPage document={privacyPolicy} />;
}
