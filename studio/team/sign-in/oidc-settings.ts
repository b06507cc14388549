import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Signing in with the company's OpenID Connect provider. */
export const OidcSettingsSchema = z.strictObject({
  /** The provider's address, as its discovery document names it (`https://login.example.com`). */
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** Only e-mail addresses in these domains may sign in this way (`example.com`). */
  allowedDomains: z.array(z.string().min(1).toLowerCase()).min(1),
});
export type OidcSettings = z.infer<typeof OidcSettingsSchema>;

const ConfigFileSchema = z.strictObject({ oidc: OidcSettingsSchema.partial().optional() });

/**
 * The provider's settings from `<data>/config.json` (`{ "oidc": { … } }`) and the environment
 * (STUDIO_OIDC_ISSUER, STUDIO_OIDC_CLIENT_ID, STUDIO_OIDC_CLIENT_SECRET, STUDIO_OIDC_DOMAINS as a
 * comma-separated list), the environment winning. None at all: no company sign-in.
 */
export function readOidcSettings(dataDir: string, env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const file = join(dataDir, 'config.json');
  let fromFile: Partial<OidcSettings> = {};
  if (existsSync(file)) {
    const parsed = ConfigFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(
        `${file} is not as the studio expects: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')} — see README.md, "The team studio".`,
      );
    fromFile = parsed.data.oidc ?? {};
  }
  const fromEnv = {
    issuer: env.STUDIO_OIDC_ISSUER,
    clientId: env.STUDIO_OIDC_CLIENT_ID,
    clientSecret: env.STUDIO_OIDC_CLIENT_SECRET,
    allowedDomains: env.STUDIO_OIDC_DOMAINS?.split(',')
      .map((domain) => domain.trim())
      .filter((domain) => domain !== ''),
  };
  const merged = { ...fromFile, ...Object.fromEntries(Object.entries(fromEnv).filter((entry) => entry[1] !== undefined)) };
  if (Object.keys(merged).length === 0) return undefined;
  const settings = OidcSettingsSchema.safeParse(merged);
  if (!settings.success)
    throw new Error(
      `The company sign-in is only partly set up (${settings.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ')} missing or wrong) — give issuer, clientId, clientSecret and allowedDomains in ${file} or the STUDIO_OIDC_* variables.`,
    );
  return settings.data;
}
