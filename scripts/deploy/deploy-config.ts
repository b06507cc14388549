/**
 * The deploy's settings, from `deploy.json` in the project folder (optional); command-line options
 * take their place one by one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DeployFailure } from './deploy-failure.ts';

export const DeployConfigSchema = z.strictObject({
  releases: z.string().min(1).default('.releases').describe('The folder of releases, from the project folder.'),
  hook: z
    .string()
    .min(1)
    .optional()
    .describe(
      'A shell command run with each release folder as $1 (and in DEPLOY_RELEASE) before it goes live; if it fails, nothing changes.',
    ),
  reload: z
    .string()
    .min(1)
    .optional()
    .describe(
      "A shell command that has nginx load the live release's nginx.conf (sudo nginx -s reload), run after a switch that changed it.",
    ),
  hookTimeoutSeconds: z.number().int().positive().default(600).describe('How long the hook (and the reload command) may run.'),
  nginxRoot: z
    .string()
    .min(1)
    .optional()
    .describe("The `root` written into each release's nginx.conf: where nginx finds the live link (<releases>/live unless told)."),
});
export type DeployConfig = z.infer<typeof DeployConfigSchema>;

export const deployConfigName = 'deploy.json';

export function readDeployConfig(root: string): DeployConfig {
  const file = join(root, deployConfigName);
  if (!existsSync(file)) return DeployConfigSchema.parse({});
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployFailure(
      `${deployConfigName} is not valid JSON (${error instanceof Error ? error.message : String(error)}). Fix it, then try again.`,
    );
  }
  const parsed = DeployConfigSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(the file)'}: ${issue.message}`);
  throw new DeployFailure(
    `${deployConfigName} has settings this project does not know or cannot use:\n${problems.join('\n')}\nThe settings are releases, hook, reload, hookTimeoutSeconds and nginxRoot.`,
  );
}
