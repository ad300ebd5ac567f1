import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP argon2id: m=19 MiB, t=2, p=1. (Algorithm is a const enum: Argon2id = 2.)
const OPTIONS = { algorithm: 2 as unknown as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check when the username does not exist. */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('afterwork-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
