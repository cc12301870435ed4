import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../contract/api.ts';
import { UPLOAD_TIMEOUT_MS } from '../../contract/limits.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { getTokens, setTokens } from '../storage/keys.ts';
import { ApiError } from './api-error.ts';
import { setErrorNavigator, setLocalDataClearer } from './error-navigation.ts';
import { upload, uploadProgressMeasurable } from './upload.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch that answers only by failing when its request is aborted. */
const untilAborted = (request: Request): Promise<Response> =>
  new Promise((_, reject) => {
    const fail = () => reject(new DOMException('aborted', 'AbortError'));
    if (request.signal.aborted) fail();
    else request.signal.addEventListener('abort', fail);
  });

const summary = {
  id: 7,
  profileImageURL: '/api/members/children/7/profile-image?exp=1&sig=x',
  nickname: '도담이',
  sex: 'FEMALE',
  born: true,
  birthDateTime: '2026-01-01T00:00:00.000Z',
  birthDueDate: null,
  currentHeight: null,
  currentWeight: null,
  ageInMonths: 3,
  guardian: false,
};
let navigations: string[];
let fetchMock: ReturnType<typeof vi.fn>;

/** The protocol the page arrived over, as the Navigation Timing entry tells it. */
const pageProtocol = (nextHopProtocol: string) => vi.stubGlobal('performance', { getEntriesByType: () => [{ nextHopProtocol }] });

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', { origin: 'http://dodam.test' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  pageProtocol('http/1.1');
  navigations = [];
  setErrorNavigator((href) => navigations.push(href));
  setLocalDataClearer(() => undefined);
  setTokens({ accessToken: 'acc', refreshToken: 'ref' });
});
afterEach(() => vi.unstubAllGlobals());

const lastRequest = (): Request => {
  const arg = fetchMock.mock.calls.at(-1)?.[0];
  if (!(arg instanceof Request)) throw new Error('no request');
  return arg;
};

describe('upload through the ky client (SPEC §7 headers and renewal, decision 0036)', () => {
  it('sends the file with the token headers and parses the answer with the contract', async () => {
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    let sent: number[] = [];
    fetchMock.mockImplementation(async (request: Request) => {
      sent = [...new Uint8Array(await request.arrayBuffer())];
      return json(200, { code: '200', message: 'OK', data: { summary, version: 3 } }, { 'x-access-renewal': 'acc2', 'x-refresh-renewal': 'ref2' });
    });
    const progress: number[] = [];
    expect(await upload(api.uploadChildImage, { params: { id: 7 }, file, onProgress: (f) => progress.push(f) })).toEqual({ summary, version: 3 });
    const request = lastRequest();
    expect([request.method, request.url]).toEqual(['PUT', 'http://dodam.test/api/members/children/7/profile-image']);
    expect(request.headers.get('authorization')).toBe('Bearer acc');
    expect(request.headers.get('x-refresh-token')).toBe('ref');
    expect(request.headers.get('content-type')).toBe('image/png');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.credentials).toBe('omit');
    expect(sent).toEqual([1, 2, 3]);
    expect(getTokens()).toEqual({ accessToken: 'acc2', refreshToken: 'ref2' });
    // HTTP/1.1: Chromium refuses a streamed body there, so the file goes whole and no progress is invented.
    expect(progress).toEqual([]);
  });

  it('over HTTP/2 it streams the file and reports progress up to 1', async () => {
    pageProtocol('h2');
    expect(uploadProgressMeasurable()).toBe(true);
    fetchMock.mockImplementation(async (request: Request) => {
      await request.arrayBuffer();
      return json(200, { code: '200', message: 'OK', data: { summary, version: 3 } });
    });
    const progress: number[] = [];
    await upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob([new Uint8Array(64)], { type: 'image/png' }), onProgress: (f) => progress.push(f) });
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects a 415 inline with its server key (no error page)', async () => {
    fetchMock.mockResolvedValue(json(415, { code: '415', message: 'IllegalProfileImageTypeException' }));
    const pending = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['text'], { type: 'image/jpeg' }) });
    await expect(pending).rejects.toMatchObject({ code: '415', message: 'IllegalProfileImageTypeException', handled: false });
    expect(navigations).toEqual([]);
  });

  it('sends a 404 to the error page like call() (SPEC §8)', async () => {
    fetchMock.mockResolvedValue(json(404, { code: '404', message: 'NoSuchChildException' }));
    const pending = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['x'], { type: 'image/png' }) });
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(navigations).toEqual(['/error/404?message=NoSuchChildException']);
  });

  it('maps network failures, timeouts and aborts to IA001', async () => {
    fetchMock.mockImplementation(untilAborted);
    const controller = new AbortController();
    const aborted = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['x']), signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(lastRequest().headers.get('content-type')).toBe('application/octet-stream');
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'IA001', source: 'abort' });

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['x']) })).rejects.toMatchObject({ code: 'IA001', source: 'network' });

    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(untilAborted);
      const slow = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['x']) }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS);
      expect(await slow).toMatchObject({ code: 'IA001', source: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});
