import type { Configuration } from '@rspack/core';

export interface AppConfigOptions {
  appDir: string;
  name: string;
  port: number;
  exposes?: Record<string, string>;
  isHost?: boolean;
  runtimePlugins?: string[];
}
export function sharedSingletons(options?: { consumeOnly?: boolean }): Record<string, unknown>;
export function createAppConfig(options: AppConfigOptions): (env: unknown, argv: { mode?: string }) => Configuration;
