import { useEffect, type ComponentType } from 'react';
import { FluentScope } from '../fluent-scope.tsx';
import { prefetchSignedInArea } from './prefetch-signed-in-area.ts';

/**
 * The pages built with Fluent UI that routes outside the portal and the admin show (forms, sign-in pages, the
 * diagnostics page), each loaded when its route is first visited. They sit in a module of their own, loaded with the
 * first such page (routes/lazy-page.tsx `lazyFluentPage`), because the list of files each of them needs (Fluent's
 * chunks) is long and would otherwise travel in the app's entry, which every visitor downloads
 * (docs/decisions/public-site-weight.md).
 */
const fluentPages = {
  login: () => import('../../features/auth/components/login-page.tsx').then((m) => m.LoginPage),
  forgotPassword: () => import('../../features/auth/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('../../features/auth/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  adminLogin: () => import('../../features/auth/components/admin-login-page.tsx').then((m) => m.AdminLoginPage),
  generalQuote: () => import('../../features/quote-request/components/quote-request-page.tsx').then((m) => m.GeneralQuotePage),
  disneyQuote: () => import('../../features/quote-request/components/quote-request-page.tsx').then((m) => m.DisneyQuotePage),
  groupQuote: () => import('../../features/quote-request/components/quote-request-page.tsx').then((m) => m.GroupQuotePage),
  becomeAgent: () => import('../../features/become-agent/components/become-agent-page.tsx').then((m) => m.BecomeAgentPage),
  agentDirectory: () => import('../../features/agent-directory/components/agent-directory-page.tsx').then((m) => m.AgentDirectoryPage),
  agentProfile: () => import('../../features/agent-directory/components/agent-profile-page.tsx').then((m) => m.AgentProfilePage),
  groupTravel: () => import('../../features/group-travel/components/group-travel-page.tsx').then((m) => m.GroupTravelPage),
  friendsAndFamily: () => import('../../features/group-travel/components/group-topic-page.tsx').then((m) => m.FriendsAndFamilyPage),
  destinationWedding: () => import('../../features/group-travel/components/group-topic-page.tsx').then((m) => m.DestinationWeddingPage),
  groupPromotion: () => import('../../features/group-travel/components/group-topic-page.tsx').then((m) => m.GroupPromotionPage),
  diagnostics: () => import('../../features/diagnostics/components/diagnostics-page.tsx').then((m) => m.DiagnosticsPage),
  // Dev-only outbox of the local stack; any other stage shows the coming-soon page there.
  devOutbox: () =>
    Promise.all([import('../../features/dev-outbox/components/dev-outbox-page.tsx'), import('../../features/coming-soon/components/coming-soon-page.tsx')]).then(
      ([{ DevOutboxPage }, { ComingSoonPage }]) =>
        function DevOutboxRoute() {
          return <DevOutboxPage elsewhere={<ComingSoonPage />} />;
        },
    ),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The name of a page built with Fluent UI (see {@link fluentPages}). */
export type FluentPageName = keyof typeof fluentPages;

/**
 * The signed-in area each sign-in page leads to: once the visitor reaches for the form (focus, a press, a key), the
 * area's code downloads while they type (prefetch-signed-in-area.ts), so it opens at once after the sign-in. A visit
 * that never touches the form downloads nothing more.
 */
const areaAfterSignIn: Partial<Record<FluentPageName, Parameters<typeof prefetchSignedInArea>[0]>> = { login: 'agent-dashboard', adminLogin: 'admin-dashboard' };

/** A Fluent page's component inside Fluent's provider, once its code has loaded. */
export async function loadFluentPage(name: FluentPageName): Promise<ComponentType> {
  const Page = await fluentPages[name]();
  const area = areaAfterSignIn[name];
  return function FluentPage() {
    useEffect(() => {
      if (!area) return;
      const intents = ['focusin', 'pointerdown', 'keydown'] as const;
      const prefetch = () => {
        for (const intent of intents) document.removeEventListener(intent, prefetch);
        prefetchSignedInArea(area);
      };
      for (const intent of intents) document.addEventListener(intent, prefetch);
      return () => {
        for (const intent of intents) document.removeEventListener(intent, prefetch);
      };
    }, []);
    return (
      <FluentScope>
        <Page />
      </FluentScope>
    );
  };
}
