import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/**/*.test.{ts,tsx}'],
      globalSetup: ['tests/global-setup.ts'],
      reporters: ['default', './tests/summary-reporter.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Two cores: browser tests share one Chromium per file; keep parallelism modest.
      maxWorkers: 2,
    },
  }),
);
