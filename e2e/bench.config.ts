import baseConfig from './playwright.config';
import { defineConfig } from '@playwright/test';

/** `pnpm bench:web`: cold-load figures of the composed site (one worker, no retries). */
export default defineConfig({
  ...baseConfig,
  testDir: './bench',
  testMatch: /.*\.bench\.ts/,
  projects: undefined,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 120_000,
  // No tracing or screenshots: recording them slows the very page loads being measured (LCP ~0.5 s later).
  use: { ...baseConfig.use, trace: 'off', screenshot: 'off', video: 'off' },
});
