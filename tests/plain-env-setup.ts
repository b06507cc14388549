/**
 * The environment as a plain object in every test worker: they read YAML all day (pages, saves, builds). The yaml package's
 * Node build reads `process.env.LOG_TOKENS` for every token it parses, and each read of Node's
 * real `process.env` is a call into the runtime: a third of every parse (the browser build, which
 * the studio's screens use, does not read it). Child processes still get this environment, since
 * Node passes `process.env` on as it is. The project's commands do the same (scripts/node-24.mjs).
 */
if (Object.getPrototypeOf(process.env) !== Object.prototype) process.env = { ...process.env };
