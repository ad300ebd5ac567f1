import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, type RemoteProps } from '@afterwork/shell-sdk';
import { UiProvider } from './ui-provider';
import { Toaster } from './toaster';

/**
 * The dev harness a remote runs in on its own (`pnpm --filter mf-groups dev`): the same providers
 * the shell gives it (router, query client, theme, toasts), with a thin header instead of the shell's.
 */
export function mountStandalone(Routes: ComponentType<RemoteProps>, { name, basePath }: { name: string; basePath: string }) {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <UiProvider>
            <header style={{ padding: '12px 24px', background: '#0b5d4b', color: '#fff', fontSize: 18 }}>
              Afterwork · {name} (standalone) · <Link style={{ color: '#fff' }} to={basePath}>{basePath}</Link>
            </header>
            <main style={{ padding: 24 }}>
              <Routes basePath={basePath} />
            </main>
            <Toaster />
          </UiProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
