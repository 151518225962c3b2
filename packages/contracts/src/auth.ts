import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username.').max(254, 'That username is too long.'),
  password: z.string().min(1, 'Enter your password.').max(1024, 'That password is too long.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  data: z.object({ default_url: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
export type OkResponse = z.infer<typeof okResponseSchema>;
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  engine: z.enum(['duckdb', 'postgres']),
});
