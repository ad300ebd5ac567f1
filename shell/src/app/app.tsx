import { useEffect, useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@afterwork/shell-sdk';
import { UiProvider } from '@afterwork/ui/ui-provider';
import { Toaster } from '@afterwork/ui/toaster';
import { SiteLayout } from '../layout/site-layout';
import { AppRoutes } from './app-routes';
import { usePageLoadSessionCheck } from '../session/page-load-session-check';
import { ConnectionBanner } from '../connection/connection-banner';
import { IdleSessionWarning } from '../session/idle-session-warning';
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
  return (
    <SiteLayout>
      <ConnectionBanner />
      <AppRoutes />
      <IdleSessionWarning />
    </SiteLayout>
  );
}

/**
 * The one React tree: remotes render inside these providers, so router, query cache and session cross naturally.
 * `location` is given only by the build's pre-render of the public pages (shell/src/prerender/render-page.tsx):
 * the same tree at that address, rendered to HTML in Node, which the browser then hydrates.
 */
export function App({ location }: { location?: string }) {
  const [queryClient] = useState(createQueryClient);
  const site = (
    <UiProvider>
      <Site />
      <Toaster />
    </UiProvider>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {location === undefined ? <BrowserRouter>{site}</BrowserRouter> : <StaticRouter location={location}>{site}</StaticRouter>}
    </QueryClientProvider>
  );
}
