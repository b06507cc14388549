/** The system Chromium, started the way this machine allows and kept on loopback: for the studio's page pictures, the benchmarks and the tests. */
export { chromiumLaunchOptions, keepOnLoopback, launchChromium, loopbackOnly } from './chromium.ts';
export { settle } from './page-settle.ts';
