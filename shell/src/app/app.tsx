import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from '@afterwork/ui/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@afterwork/shell-sdk';
import { UiProvider } from '@afterwork/ui/ui-provider';
import { Toaster } from '@afterwork/ui/toaster';
import { SiteLayout } from '../layout/site-layout';
import { AppRoutes } from './app-routes';
import { usePageLoadSessionCheck } from '../session/page-load-session-check';
import { ConnectionBanner } from '../connection/connection-banner';
import { IdleSessionWarning } from '../session/idle-session-warning';
import { useLiveUpdates } from '../realtime/live-updates';
import './global.css';

/**
 * `<html data-hydrated>` once React runs the page: until then a pre-rendered page's controls ignore the pointer
 * (global.css) and its fields are read-only (shell/prerender.mjs marks them), so nothing pressed or typed is lost.
 */
function useHydratedMark() {
  useEffect(() => {
    for (const field of document.querySelectorAll('[data-prerender-readonly]')) {
      field.removeAttribute('readonly');
      field.removeAttribute('data-prerender-readonly');
    }
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

function Site() {
  useHydratedMark();
  usePageLoadSessionCheck();
  // Open pages follow what changes (issue 30 item 6): one event stream per tab.
  useLiveUpdates();
  return (
    <SiteLayout>
      <ConnectionBanner />
      <AppRoutes />
      <IdleSessionWarning />
    </SiteLayout>
  );
}

/** The router the tree runs in: the browser's, or, for the build's pre-render, a StaticRouter at one address. */
export type SiteRouter = ComponentType<{ children: ReactNode }>;

/**
 * The one React tree: remotes render inside these providers, so router, query cache and session cross naturally.
 * `Router` is given only by the build's pre-render of the public pages (shell/src/prerender/render-page.tsx): the
 * same tree at that address, rendered to HTML in Node, which the browser then hydrates. (It is passed in so that the
 * browser's bundle never carries react-router's server part.)
 */
export function App({ Router = BrowserRouter }: { Router?: SiteRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <UiProvider>
          <Site />
          <Toaster />
        </UiProvider>
      </Router>
    </QueryClientProvider>
  );
}
