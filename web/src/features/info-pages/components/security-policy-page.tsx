import { securityPolicy } from '../documents/security-policy.ts';
import { PolicyPage } from './policy-page.tsx';

/** `/security-policy`: the agency's security policy (text in `documents/security-policy.ts`). */
export function SecurityPolicyPage() {
  return <PolicyPage document={securityPolicy} />;
}
