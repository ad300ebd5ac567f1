import { z } from 'zod';

/** `GET /api/user/second-factor`: a site admin's second factor as Settings shows it. */
export interface SecondFactorState {
  /** Whether this site asks its admins for a second factor (production, or ADMIN_SECOND_FACTOR=required). */
  required: boolean;
  /** An authenticator app is set up (and confirmed with a first code). */
  app: boolean;
  /** How many passkeys the admin has (each one is a second factor too). */
  passkeys: number;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
  /** This session has used a second factor (or was opened with a passkey). */
  confirmed: boolean;
}

/** `POST /api/user/second-factor/totp-setup`: the secret to type into the app, and its address for a QR code. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** `POST /api/user/second-factor/totp`: shown once; each code works once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

export const SECOND_FACTOR_CODE_MISSING = 'Please type the 6-digit code from your authenticator app';
export const SECOND_FACTOR_CODE_WRONG = 'That code did not work. Please type the newest code from your app, or one of your recovery codes.';
export const SECOND_FACTOR_NO_SETUP = 'Please start setting up the authenticator app again.';
export const SECOND_FACTOR_ALREADY_SET_UP = 'An authenticator app is already set up. Remove it first to set up another.';
export const SECOND_FACTOR_ADMINS_ONLY = 'Only site admins use a second factor here.';
export const SECOND_FACTOR_CONFIRM_FIRST = 'Please confirm it is you with your authenticator app or passkey first.';
export const SECOND_FACTOR_NOT_SET_UP = 'No authenticator app is set up.';
export const SECOND_FACTOR_OTHER_MEMBER = 'This passkey belongs to another account. Please use one of your own.';
/** What a site admin sees on admin pages until the second factor is done. */
export const SECOND_FACTOR_NEEDED = 'Admin pages need a second step: please confirm it is you.';

export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: SECOND_FACTOR_CODE_MISSING })
    .trim()
    .min(1, SECOND_FACTOR_CODE_MISSING)
    .max(20, SECOND_FACTOR_CODE_WRONG),
});
