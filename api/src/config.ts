import path from 'node:path';
import { z } from 'zod';

/** The repository root (api/src/config.ts → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEV_SESSION_SECRET = 'afterwork-dev-session-secret-not-for-production';

const boolish = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase())));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data', 'pglite')),
    SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
    SITE_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'dist', 'site')),
    REMOTES_REGISTRY: z.string().min(1).default(path.join(REPO_ROOT, 'deploy', 'remotes.json')),
    TRUST_PROXY: boolish.default(false),
    ALLOWED_ORIGINS: z.string().default(''),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).optional(),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production' });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  siteDir: string;
  remotesRegistry: string;
  trustProxy: boolean;
  allowedOrigins: string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** A Google Maps key is configured (the CSP then allows Google Maps). */
  googleMaps: boolean;
}

/** Parse the environment once. Throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    siteDir: path.resolve(e.SITE_DIR),
    remotesRegistry: path.resolve(e.REMOTES_REGISTRY),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    googleMaps: !!e.GOOGLE_MAPS_API_KEY,
  };
}
