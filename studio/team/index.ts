/** The team studio's server (`npm run studio`): the studio's API behind sign-in and roles, saves as Git commits. */
export { startTeamServer } from './server/server.ts';

/** Each command (`npm run <name>`) and the file it runs. */
export const teamCommands = {
  studio: 'studio/team/server/cli.ts',
} as const;
