import { z } from 'zod';
import { RoleSchema } from './roles.ts';

/** Rows as node:sqlite returns them, checked on the way out so the rest of the code has their types. */
export const PersonRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  created: z.number(),
  removed: z.number().nullable(),
  /** When the address was proven theirs: joined through an invitation naming it, or signed in with the company's provider. */
  email_proven: z.number().nullable(),
});
export type Person = z.infer<typeof PersonRow>;

export const PasskeyRow = z.object({
  credential_id: z.string(),
  person_id: z.number(),
  public_key: z.instanceof(Uint8Array),
  counter: z.number(),
  transports: z.string(),
});
export type PasskeyRecord = z.infer<typeof PasskeyRow>;

export const SessionRow = z.object({
  id_hash: z.string(),
  person_id: z.number(),
  created: z.number(),
  last_seen: z.number(),
  user_agent: z.string(),
  ended: z.number().nullable(),
});

export const InvitationRow = z.object({
  token_hash: z.string(),
  role: RoleSchema,
  email: z.string().nullable(),
  created_by: z.number().nullable(),
  created: z.number(),
  expires: z.number(),
  used_at: z.number().nullable(),
  /** When an admin withdrew it (null: not withdrawn). */
  revoked: z.number().nullable(),
});
export type Invitation = z.infer<typeof InvitationRow>;

export const AuditRow = z.object({
  id: z.number(),
  time: z.number(),
  person_id: z.number().nullable(),
  person_name: z.string().nullable(),
  action: z.string(),
  detail: z.string(),
  address: z.string(),
});

export const CountRow = z.object({ count: z.number() });

/** One row, checked; `undefined` when there is none. */
export const oneRow = <S extends z.ZodType>(schema: S, row: unknown): z.output<S> | undefined =>
  row === undefined ? undefined : schema.parse(row);
