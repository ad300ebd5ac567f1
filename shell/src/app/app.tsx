import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
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

function Site() {
  usePageLoadSessionCheck();
  return (
    <SiteLayout>
      <ConnectionBanner />
      <AppRoutes />
      <IdleSessionWarning />
    </SiteLayout>
  );
}

/** The one React tree: remotes render inside these providers, so router, query cache and session cross naturally. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <UiProvider>
          <Site />
          <Toaster />
        </UiProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
