import { useEffect, type ComponentType } from 'react';
import { FluentScope } from '../fluent-scope.tsx';
import { prefetchSignedInArea } from './prefetch-signed-in-area.ts';

/** A Fluent page's component and the modules it came from (their ids name its files on the server: route-modules.ts). */
interface LoadedFluentPage {
  Page: ComponentType;
  modules: object[];
}

/** A page's loader: its module, and the page component picked from it. */
function fluentPage<TModule extends object>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType): () => Promise<LoadedFluentPage> {
  return async () => {
    const module = await load();
    return { Page: pick(module), modules: [module] };
  };
}

/**
 * The pages built with Fluent UI that routes outside the portal and the admin show (forms, sign-in pages, the
 * diagnostics page), each loaded when its route is first visited. They sit in a module of their own, loaded with the
 * first such page (routes/lazy-page.tsx `lazyFluentPage`), because the list of files each of them needs (Fluent's
 * chunks) is long and would otherwise travel in the app's entry, which every visitor downloads
 * (docs/decisions/public-site-weight.md).
 */
const fluentPages = {
  login: fluentPage(
    () => import('../../features/auth/components/login-page.tsx'),
    (m) => m.LoginPage,
  ),
  forgotPassword: fluentPage(
    () => import('../../features/auth/components/forgot-password-page.tsx'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: fluentPage(
    () => import('../../features/auth/components/reset-password-page.tsx'),
    (m) => m.ResetPasswordPage,
  ),
  adminLogin: fluentPage(
    () => import('../../features/auth/components/admin-login-page.tsx'),
    (m) => m.AdminLoginPage,
  ),
  generalQuote: fluentPage(
    () => import('../../features/quote-request/components/quote-request-page.tsx'),
    (m) => m.GeneralQuotePage,
  ),
  disneyQuote: fluentPage(
    () => import('../../features/quote-request/components/quote-request-page.tsx'),
    (m) => m.DisneyQuotePage,
  ),
  groupQuote: fluentPage(
    () => import('../../features/quote-request/components/quote-request-page.tsx'),
    (m) => m.GroupQuotePage,
  ),
  becomeAgent: fluentPage(
    () => import('../../features/become-agent/components/become-agent-page.tsx'),
    (m) => m.BecomeAgentPage,
  ),
  agentDirectory: fluentPage(
    () => import('../../features/agent-directory/components/agent-directory-page.tsx'),
    (m) => m.AgentDirectoryPage,
  ),
  agentProfile: fluentPage(
    () => import('../../features/agent-directory/components/agent-profile-page.tsx'),
    (m) => m.AgentProfilePage,
  ),
  groupTravel: fluentPage(
    () => import('../../features/group-travel/components/group-travel-page.tsx'),
    (m) => m.GroupTravelPage,
  ),
  friendsAndFamily: fluentPage(
    () => import('../../features/group-travel/components/group-topic-page.tsx'),
    (m) => m.FriendsAndFamilyPage,
  ),
  destinationWedding: fluentPage(
    () => import('../../features/group-travel/components/group-topic-page.tsx'),
    (m) => m.DestinationWeddingPage,
  ),
  groupPromotion: fluentPage(
    () => import('../../features/group-travel/components/group-topic-page.tsx'),
    (m) => m.GroupPromotionPage,
  ),
  diagnostics: fluentPage(
    () => import('../../features/diagnostics/components/diagnostics-page.tsx'),
    (m) => m.DiagnosticsPage,
  ),
  // Dev-only outbox of the local stack; any other stage shows the coming-soon page there.
  devOutbox: async () => {
    const [outbox, comingSoon] = await Promise.all([
      import('../../features/dev-outbox/components/dev-outbox-page.tsx'),
      import('../../features/coming-soon/components/coming-soon-page.tsx'),
    ]);
    const { DevOutboxPage } = outbox;
    const { ComingSoonPage } = comingSoon;
    return {
      Page: function DevOutboxRoute() {
        return <DevOutboxPage elsewhere={<ComingSoonPage />} />;
      },
      modules: [outbox, comingSoon],
    };
  },
} satisfies Record<string, () => Promise<LoadedFluentPage>>;

/** The name of a page built with Fluent UI (see {@link fluentPages}). */
export type FluentPageName = keyof typeof fluentPages;

/**
 * The signed-in area each sign-in page leads to: once the visitor reaches for the form (focus, a press, a key), the
 * area's code downloads while they type (prefetch-signed-in-area.ts), so it opens at once after the sign-in. A visit
 * that never touches the form downloads nothing more.
 */
const areaAfterSignIn: Partial<Record<FluentPageName, Parameters<typeof prefetchSignedInArea>[0]>> = {
  login: 'agent-dashboard',
  adminLogin: 'admin-dashboard',
};

/** A Fluent page's component inside Fluent's provider, once its code has loaded, and the modules it came from. */
export async function loadFluentPage(name: FluentPageName): Promise<{ Component: ComponentType; modules: object[] }> {
  const { Page, modules } = await fluentPages[name]();
  const area = areaAfterSignIn[name];
  return { Component: FluentPage, modules };
  function FluentPage() {
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
  }
}
