import type { NamedMigration } from '../../../db/migrations';
import * as accounts from './202611220001_accounts';
import * as sessionRevocation from './202611251800_session_revocation';
import * as profilePrivacy from './202611300201_profile_privacy';
import * as sessionCacheNotify from './202611300701_session_cache_notify';
import * as emailConfirmation from './202612010101_email_confirmation';
import * as passkeysSignInLinks from './202612301001_passkeys_sign_in_links';
import * as adminSecondFactor from './202612311201_admin_second_factor';

/** The accounts module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const accountsMigrations: NamedMigration[] = [
  ['202611220001_accounts', accounts],
  ['202611251800_session_revocation', sessionRevocation],
  ['202611300201_profile_privacy', profilePrivacy],
  ['202611300701_session_cache_notify', sessionCacheNotify],
  ['202612010101_email_confirmation', emailConfirmation],
  ['202612301001_passkeys_sign_in_links', passkeysSignInLinks],
  ['202612311201_admin_second_factor', adminSecondFactor],
];
