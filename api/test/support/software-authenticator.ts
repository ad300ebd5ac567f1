import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for the API's tests (issue 33 §3): an ES256 key pair from node:crypto, the
 * attestation 'none' and the assertions built byte for byte as the WebAuthn spec lays them out, so the API's
 * verification (@simplewebauthn/server) checks real signatures. `overrides` forge what an attacker could change.
 */

// --- the few CBOR shapes an attestation needs (RFC 8949): integers, byte and text strings, maps ---
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface AuthenticatorOverrides {
  origin?: string;
  rpId?: string;
  /** The user handle sent (another member's, to forge one). */
  userHandle?: string;
  /** The signature counter sent (a clone's, going back). */
  counter?: number;
  /** Sign with this key instead (a forged signature). */
  key?: KeyObject;
  /** Use this credential id instead (another member's). */
  credentialId?: string;
  type?: string;
}

export function softwareAuthenticator(defaults: { rpId: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  let counter = 0;
  let userHandle: string | undefined;
  const clientData = (type: string, challenge: string, o: AuthenticatorOverrides) =>
    Buffer.from(JSON.stringify({ type: o.type ?? type, challenge, origin: o.origin ?? defaults.origin, crossOrigin: false }));

  return {
    credentialId: b64url(rawId),

    /** navigator.credentials.create() with the API's registration options. */
    register(options: { challenge: string; user: { id: string } }, o: AuthenticatorOverrides = {}) {
      userHandle = options.user.id;
      const authData = Buffer.concat([
        sha256(o.rpId ?? defaults.rpId),
        Buffer.from([UP | UV | AT]),
        u32(counter),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([rawId.length >> 8, rawId.length & 255]),
        rawId,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: 'public-key' as const,
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, o)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** navigator.credentials.get() with the API's authentication options: a signed assertion, the counter moved on. */
    authenticate(options: { challenge: string }, o: AuthenticatorOverrides = {}) {
      counter += 1;
      const authData = Buffer.concat([sha256(o.rpId ?? defaults.rpId), Buffer.from([UP | UV]), u32(o.counter ?? counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, o);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), o.key ?? privateKey);
      const id = o.credentialId ?? b64url(rawId);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: o.userHandle ?? userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
