/**
 * The build's renderer of the marketing pages (a Node bundle, webpack.config.js): landing, pricing and sign-in as a
 * signed-out visitor sees them, through the app's own layout and pages. The backend serves the HTML to visitors
 * without a session (backend/src/web/prerendered-pages.ts); a signed-in visitor gets the app, as before.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BILLING_API, BILLING_PAGES, planCatalogue, type PlansResponse } from '@resume/contracts';
import { userQueryKey } from '@resume/platform';
import { Layout } from '../layout/Layout';
import { LandingPage } from '../pages/LandingPage';
import { PricingPage } from '../pages/PricingPage';
import { Island, PrerenderIslands, type IslandRender } from './Island';
import { LoginIsland } from './islands/login-island';

/** For the islands build, which keeps of these only the texts each island names (webpack.prerender.js). */
export { ENGLISH } from './english-catalogues';

/** The catalogue the pricing page is built with: no price configured (a visitor's buttons do not use them). */
const BUILT_CATALOGUE: PlansResponse = {
  mode: 'stripe',
  plans: planCatalogue({ premium: { month: '', year: '' }, professional: { month: '', year: '' } }),
};

/** Each prerendered page: its address, what it shows, and its island script (an entry of the islands build). */
export const PAGES = {
  landing: { path: '/', element: <LandingPage />, islands: null },
  pricing: { path: BILLING_PAGES.pricing, element: <PricingPage />, islands: 'pricing' },
  login: {
    path: '/login',
    element: <Island name="login" component={LoginIsland} props={{ mode: 'signIn' }} />,
    islands: 'login',
  },
} as const satisfies Record<string, { path: string; element: ReactNode; islands: string | null }>;

export type PageName = keyof typeof PAGES;

/** The answers a signed-out visitor's page starts from: no user (GET /api/user is 401), the built catalogue. */
function visitorQueries(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userQueryKey, null);
  // Queries are keyed by their API path (spec 7): this is usePlans' answer.
  client.setQueryData([BILLING_API.plans], BUILT_CATALOGUE);
  return client;
}

/** The page's HTML (the body of #root), with each island's own HTML inside its element. */
export function renderPage(name: PageName): string {
  const { path, element } = PAGES[name];
  const islands: IslandRender[] = [];
  let html = renderToString(
    <PrerenderIslands.Provider value={islands}>
      <QueryClientProvider client={visitorQueries()}>
        <StaticRouter location={path}>
          <Routes>
            <Route element={<Layout />}>
              <Route path={path} element={element} />
            </Route>
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </PrerenderIslands.Provider>,
  );
  for (const { name: island, element: islandElement } of islands) {
    const own = renderToString(<StaticRouter location={path}>{islandElement}</StaticRouter>);
    const open = html.indexOf(`<div data-island="${island}"`);
    const close = html.indexOf('></div>', open);
    if (open < 0 || close < 0) throw new Error(`island ${island} not found in the HTML of ${name}`);
    html = `${html.slice(0, close + 1)}${own}${html.slice(close + 1)}`;
  }
  return html;
}
