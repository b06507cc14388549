import { describe, expect, it } from 'vitest';
import { parseTeamOptions } from '../../studio/team/server/options.ts';
import { ownOrigins } from '../../studio/team/http/origins.ts';

describe('npm run studio’s options', () => {
  it('listens on 127.0.0.1:4174 with its data in .studio/ unless told otherwise', () => {
    expect(parseTeamOptions([], '/site')).toEqual({
      host: '127.0.0.1',
      port: 4174,
      dataDir: '/site/.studio',
      repo: undefined,
      origin: undefined,
      trustProxy: false,
      rebuild: false,
      screens: undefined,
    });
    expect(
      parseTeamOptions(
        [
          '--port',
          '8080',
          '--data',
          '/srv/studio',
          '--repo',
          '../content',
          '--origin',
          'https://studio.example.com',
          '--trust-proxy',
          '--screens',
          'built/screens',
        ],
        '/site',
      ),
    ).toMatchObject({
      port: 8080,
      dataDir: '/srv/studio',
      repo: '../content',
      origin: 'https://studio.example.com',
      trustProxy: true,
      screens: '/site/built/screens',
    });
  });

  it('says what is wrong with a port or an address', () => {
    expect(() => parseTeamOptions(['--port', 'eighty'], '/site')).toThrow('--port eighty is not a port number');
    expect(() => parseTeamOptions(['--origin', 'https://studio.example.com/'], '/site')).toThrow(
      'is not an address like https://studio.example.com',
    );
  });

  it('answers on loopback under each loopback name, localhost first (passkeys need a host name); behind a proxy under its public address only', () => {
    expect(ownOrigins({ host: '127.0.0.1', origin: undefined }, 4174)).toEqual([
      'http://localhost:4174',
      'http://127.0.0.1:4174',
      'http://[::1]:4174',
    ]);
    expect(ownOrigins({ host: '127.0.0.1', origin: 'https://Studio.example.com' }, 4174)).toEqual(['https://studio.example.com']);
    expect(ownOrigins({ host: '10.0.0.5', origin: undefined }, 4174)).toEqual(['http://10.0.0.5:4174']);
  });
});
