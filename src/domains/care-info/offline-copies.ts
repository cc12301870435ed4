/**
 * Bookmarked articles kept on the device on purpose (decision 0066): the article's answer and its
 * picture go into a cache of their own that the service worker's care-info route falls back to
 * offline, and that no expiry trims. Taking the bookmark away takes them out again.
 */
import { buildPath } from '../../contract/endpoint.ts';
import { careInfoApi } from '../../contract/care-info-api.ts';

import { SAVED_CACHE } from './saved-cache.ts';

const articleUrl = (id: number) => buildPath(careInfoApi.article.path, { articleId: id });

export async function keepOffline(id: number, pictureUrl: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SAVED_CACHE);
    await cache.addAll([articleUrl(id), pictureUrl]);
  } catch {
    // Offline or storage full: the bookmark itself is kept by the server.
  }
}

export async function forgetOffline(id: number, pictureUrl: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SAVED_CACHE);
    await Promise.all([cache.delete(articleUrl(id)), cache.delete(pictureUrl, { ignoreSearch: true })]);
  } catch {
    // nothing kept
  }
}
