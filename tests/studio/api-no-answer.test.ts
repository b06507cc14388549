import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRefusal, studioApi } from '../../studio/app/api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio’s API client when the server gives no answer', () => {
  it('says a save may not have been made, in plain words, and that the changes are kept', async () => {
    // What the browser's fetch does when the server stops while it has the request.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const saving = studioApi.save('pages/home.yaml', 'title: Home\n', 'v1');
    await expect(saving).rejects.toBeInstanceOf(ApiRefusal);
    await expect(saving).rejects.toThrow(
      'The studio did not answer, so this may not have been saved — your changes are still here. Save again once the studio is back.',
    );
    await expect(studioApi.open('pages/home.yaml')).rejects.toThrow(
      'The studio did not answer — it may have stopped, or the network is down. Try again in a moment.',
    );
  });
});
