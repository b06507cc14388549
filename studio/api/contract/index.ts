/** The studio API's contract, shared by its servers, the screens and the preview frame: routes' types, refusals, messages, the one client. */
export * from './studio-api.ts';
export * from './refusals.ts';
export * from './routes.ts';
export * from './api-call.ts';
export * from './presence.ts';
export * from './pictures.ts';
export * from './preview-messages.ts';
