import type { Configuration, RuleSetRule } from '@rspack/core';

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
export const resolveExtensions: string[];
export const assetModuleFilename: string;
export function swcRule(options?: { development?: boolean; target?: string }): RuleSetRule;
export function imageRule(options?: { emit?: boolean }): RuleSetRule;
