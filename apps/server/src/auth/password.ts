import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended password hash. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** A hash of a throwaway password, verified when the username is unknown so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-never-used');
  try {
    return await argon2.verify(hash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
