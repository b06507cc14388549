import { z } from 'zod';
import { RoleSchema } from '../database/roles.ts';

/**
 * The team server's own request and answer shapes, shared by the server and its screens (its
 * addresses are in studio/api/contract/routes.ts): joining from an invitation, signing in and out,
 * and (for admins) people, invitations and the audit log.
 */

// The shape only bounds a name: the rule (sign-in/person-name.ts) says in words what is wrong with one.
const nameField = z.string().max(1000);

export const JoinOptionsRequestSchema = z.strictObject({
  token: z.string().min(1).max(200),
  name: nameField,
  email: z.email().max(200),
});

// A browser's answer to a passkey prompt (@simplewebauthn/browser's JSON): the parts the server
// reads; @simplewebauthn/server checks what they hold.
const credentialParts = { id: z.string().max(2000), rawId: z.string().max(2000), type: z.literal('public-key') };

export const RegistrationCredentialSchema = z.object({
  ...credentialParts,
  response: z.object({ clientDataJSON: z.string(), attestationObject: z.string(), transports: z.array(z.string()).optional() }),
});

export const AuthenticationCredentialSchema = z.object({
  ...credentialParts,
  response: z.object({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.string().optional(),
  }),
});

export const JoinRequestSchema = z.strictObject({ ceremony: z.string().max(100), response: RegistrationCredentialSchema });
export const SignInRequestSchema = z.strictObject({ ceremony: z.string().max(100), response: AuthenticationCredentialSchema });
export type JoinRequest = z.input<typeof JoinRequestSchema>;
export type SignInRequest = z.input<typeof SignInRequestSchema>;

export const InviteRequestSchema = z.strictObject({ role: RoleSchema, email: z.email().max(200).optional() });
export const RoleChangeRequestSchema = z.strictObject({ role: RoleSchema });
/** The signed-in person's own new name; the e-mail address is who they are, and stays. */
export const NameChangeRequestSchema = z.strictObject({ name: nameField });

export interface InvitationInfo {
  role: z.infer<typeof RoleSchema>;
  email: string | null;
  expires: string;
}

export interface InvitationCreated extends InvitationInfo {
  link: string;
}

/** An invitation not used yet, as the admin page lists it (`GET /_team/api/admin/invitations`); its link is never shown again. */
export interface PendingInvitation extends InvitationInfo {
  id: string;
  created: string;
  /** The admin who made it; `null` for the first admin's link. */
  createdBy: string | null;
}

export interface PersonInfo {
  id: number;
  name: string;
  email: string;
  role: z.infer<typeof RoleSchema>;
  created: string;
}

export interface SignInMethods {
  passkey: true;
  /** The company's OpenID Connect provider, when one is configured. */
  oidc: boolean;
}
