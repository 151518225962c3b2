import { z } from 'zod';

/** A numeric id in a path or query: a whole number within the databases' INTEGER range (-1 is "none"). */
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(-1, 'must not be negative')
  .max(2_147_483_647, 'is too large');
