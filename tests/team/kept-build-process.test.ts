/**
 * The team server keeps one build process from publish to publish: the same process while it is
 * well, a new one once the site's code changed, a new one (warmed with main's pages) once it has
 * grown past its memory limit, none once the server closes.
 */
import { describe, expect, test } from 'vitest';
import { keptBuildProcess, type BuildProcess } from '../../studio/team/publish/build/build-process.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const checkMain = (process: BuildProcess) => process.check({ repoDir: projectRoot, changes: [] });

describe('the kept build process', () => {
  test('is the same process from check to check, and validates again only what changed', async () => {
    const builds = keptBuildProcess({ warm: () => undefined, codeVersion: () => 'one' });
    try {
      const first = builds.current();
      const checked = await checkMain(first);
      expect(checked.problems).toEqual([]);
      expect(checked.anew).toBeGreaterThan(40);
      builds.renewIfLarge();
      expect(builds.current()).toBe(first);
      expect((await checkMain(builds.current())).anew).toBe(0);
    } finally {
      builds.close();
    }
    expect(() => builds.current()).toThrow(/closing/);
  }, 60_000);

  test('past its memory limit it is replaced by a new process, warmed at once', async () => {
    const warmed: BuildProcess[] = [];
    // A limit of one byte: any process is past it.
    const builds = keptBuildProcess({ warm: (process) => warmed.push(process), codeVersion: () => 'one', memoryLimit: 1 });
    try {
      const first = builds.current();
      builds.renewIfLarge();
      // Nothing is known of a process that has not answered yet: it is kept.
      expect(builds.current()).toBe(first);
      await checkMain(first);
      expect(first.memory()).toBeGreaterThan(10 * 1024 ** 2);
      builds.renewIfLarge();
      expect(first.stopped()).toBe(true);
      const second = builds.current();
      expect(second).not.toBe(first);
      expect(warmed).toEqual([second]);
      expect((await checkMain(second)).anew).toBeGreaterThan(40);
    } finally {
      builds.close();
    }
  }, 60_000);

  test('is replaced when the site’s code changed since it started', async () => {
    let code = 'one';
    const builds = keptBuildProcess({ warm: () => undefined, codeVersion: () => code });
    try {
      const first = builds.current();
      await checkMain(first);
      expect(builds.current()).toBe(first);
      code = 'two';
      const second = builds.current();
      expect(second).not.toBe(first);
      expect(first.stopped()).toBe(true);
      expect((await checkMain(second)).anew).toBeGreaterThan(40);
      expect(builds.current()).toBe(second);
    } finally {
      builds.close();
    }
  }, 60_000);
});
