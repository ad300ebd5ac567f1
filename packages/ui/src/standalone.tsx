import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@afterwork/ui/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, initTextSize, type RemoteProps } from '@afterwork/shell-sdk';
import { UiProvider } from './ui-provider';
import { Toaster } from './toaster';

/**
 * The dev harness a remote runs in on its own (`pnpm --filter mf-groups dev`): the same providers
 * the shell gives it (router, query client, theme, toasts), and the remote mounted at `${prefix}/*` for
 * each of its prefixes exactly as the shell mounts it, so its relative routes resolve the same.
 */
export function mountStandalone(Remote: ComponentType<RemoteProps>, { name, prefixes }: { name: string; prefixes: string[] }) {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  initTextSize(); // the text size chosen on the site applies here too
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <UiProvider>
            <header style={{ padding: '12px 24px', background: '#0b5d4b', color: '#fff', fontSize: 18 }}>
              Afterwork · {name} (standalone) ·{' '}
              {prefixes.map((p) => (
                <Link key={p} style={{ color: '#fff', marginRight: 12 }} to={p}>
                  {p}
                </Link>
              ))}
            </header>
            <main style={{ padding: 24 }}>
              <Routes>
                {prefixes.map((prefix) => (
                  <Route key={prefix} path={`${prefix}/*`} element={<Remote basePath={prefix} />} />
                ))}
                <Route path="*" element={<Navigate to={prefixes[0]} replace />} />
              </Routes>
            </main>
            <Toaster />
          </UiProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
