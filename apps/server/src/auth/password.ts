import argon2 from 'argon2';

/** argon2id's work per hash: memory in KiB and passes. A hash records its own, so verifying one costs what it cost. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/** The library's defaults (64 MiB, 3 passes): the OWASP-recommended password hash, for every password the product sets. */
export const PASSWORD_HASH_COST: HashCost = { memoryCost: 65_536, timeCost: 3 };

export function hashPassword(password: string, cost: HashCost = PASSWORD_HASH_COST): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
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
