import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initTextSize } from '@afterwork/shell-sdk';
import { App } from './app/app';
import './remotes/provided-shared';

// The reader's text size (Normal, Large, Larger) is on <html> before the first render.
initTextSize();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
