import { z } from 'zod';

/** One of the member's passkeys as Settings lists it. */
export interface Passkey {
  id: number;
  /** The member's own name for the device ('My iPad'). */
  name: string;
  createdAt: string;
  /** Null until first used to sign in. */
  lastUsedAt: string | null;
}

export const PASSKEY_NAME_MISSING = 'Please give this passkey a name, such as My iPad';
export const PASSKEY_NAME_TOO_LONG = 'Please use a name of 60 characters or fewer';
/** The challenge is unknown, spent or older than its few minutes: the ceremony starts again. */
export const PASSKEY_EXPIRED = 'This passkey request has expired or was already used. Please try again.';
/** A signed answer that does not check out (forged, for another site, or a counter that went back). */
export const PASSKEY_NOT_VERIFIED = 'Your passkey could not be checked. Please try again, or sign in with your password.';
/** The credential is not registered here (or was removed, or belongs to nobody it claims). */
export const PASSKEY_NOT_RECOGNISED = 'We do not recognise this passkey. It may have been removed. Please sign in another way.';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already added to an account.';
export const PASSKEY_NOT_FOUND = 'Passkey not found';

export const passkeyNameRule = z
  .string({ error: PASSKEY_NAME_MISSING })
  .trim()
  .min(1, PASSKEY_NAME_MISSING)
  .max(60, PASSKEY_NAME_TOO_LONG);

const b64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*={0,2}$/, PASSKEY_NOT_VERIFIED);

/**
 * The browser's answer to navigator.credentials.create() as @simplewebauthn/browser sends it (RegistrationResponseJSON).
 * Checked only for shape here: the API's verification (@simplewebauthn/server) checks every byte.
 */
export const registrationResponseSchema = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** The browser's answer to navigator.credentials.get() (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** POST apiPaths.myPasskeys: the device's name and the browser's answer to the registration options. */
export const addPasskeySchema = z.object({
  name: passkeyNameRule,
  response: registrationResponseSchema,
});

/** POST apiPaths.passkeySignIn: the browser's answer; 'Remember me' as with a password. */
export const passkeySignInSchema = z.object({
  response: authenticationResponseSchema,
  rememberMe: z.boolean().default(false),
});
