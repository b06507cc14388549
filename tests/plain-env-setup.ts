/**
 * The environment as a plain object in the test workers that read YAML all day. The yaml package's
 * Node build reads `process.env.LOG_TOKENS` for every token it parses, and each read of Node's
 * real `process.env` is a call into the runtime: a third of every parse (the browser build, which
 * the studio's screens use, does not read it). Child processes still get this environment, since
 * Node passes `process.env` on as it is.
 */
if (Object.getPrototypeOf(process.env) !== Object.prototype) process.env = { ...process.env };
