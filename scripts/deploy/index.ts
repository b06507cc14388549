/** Releases of the built site: deploy one into its own folder, switch the live link to it atomically, roll back in one step. */
export {
  deployRelease,
  deploySteps,
  type DeployOptions,
  type DeploySettings,
  type DeployResult,
  type DeployStep,
} from './deploy-release.ts';
export { rollBack, type RollBackOptions, type RollBackResult } from './roll-back.ts';
export { listReleases, type Release, type ReleaseList } from './list-releases.ts';
export { DeployFailure } from './deploy-failure.ts';
export { DeployConfigSchema, readDeployConfig, type DeployConfig } from './deploy-config.ts';
export { releaseTargetIn, type ReleaseTarget } from './release-target.ts';
export { ReleaseManifestSchema, type ReleaseManifest } from './release-manifest.ts';
export { liveLinkName } from './releases-folder.ts';

/** Each deploy command (`npm run <name>`) and the file it runs; each file runs when started. */
export const deployCommands = {
  deploy: 'scripts/deploy/deploy-command.ts',
  rollback: 'scripts/deploy/rollback-command.ts',
  releases: 'scripts/deploy/releases-command.ts',
} as const;
