import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../contract/api.ts';
import { REQUEST_TIMEOUT_MS } from '../../contract/limits.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { clearLocalData, getTokens, setTokens } from '../storage/keys.ts';
import { ApiError } from './api-error.ts';
import { call } from './call.ts';
import { setErrorNavigator, setLocalDataClearer } from './error-navigation.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
let navigations: string[];
let clears: number;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', { origin: 'http://dodam.test' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigations = [];
  clears = 0;
  setErrorNavigator((href) => navigations.push(href));
  setLocalDataClearer(() => {
    clears += 1;
  });
  setTokens({ accessToken: 'acc', refreshToken: 'ref' });
});
afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers only by failing when its request is aborted. */
const untilAborted = (request: Request): Promise<Response> =>
  new Promise((_, reject) => {
    const fail = () => reject(new DOMException('aborted', 'AbortError'));
    if (request.signal.aborted) fail();
    else request.signal.addEventListener('abort', fail);
  });

const lastRequest = (): Request => {
  const arg = fetchMock.mock.calls.at(-1)?.[0];
  if (!(arg instanceof Request)) throw new Error('no request');
  return arg;
};

describe('SPEC §7 calls', () => {
  it('sends both tokens as headers and parses the envelope data', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '200', message: 'OK', data: { userIdAvailable: true, nicknameAvailable: false } }));
    const data = await call(api.checkDuplicate, { query: { userId: 'dodam', nickname: '도담' } });
    expect(data).toEqual({ userIdAvailable: true, nicknameAvailable: false });
    const request = lastRequest();
    expect(request.headers.get('authorization')).toBe('Bearer acc');
    expect(request.headers.get('x-refresh-token')).toBe('ref');
    expect(new URL(request.url).pathname).toBe('/api/open/users/check-duplicate');
    expect(new URL(request.url).searchParams.get('nickname')).toBe('도담');
  });

  it('fills path parameters', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '200', message: 'OK', data: null }));
    await call(api.selectChild, { params: { id: 12 } });
    expect(new URL(lastRequest().url).pathname).toBe('/api/members/children/12/select');
    expect(lastRequest().method).toBe('PUT');
  });

  it('replaces both tokens when both renewal headers come back', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '200', message: 'OK', data: null }, { 'x-access-renewal': 'acc2', 'x-refresh-renewal': 'ref2' }));
    await call(api.selectChild, { params: { id: 1 } });
    expect(getTokens()).toEqual({ accessToken: 'acc2', refreshToken: 'ref2' });
  });

  it('ignores a single renewal header', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '200', message: 'OK', data: null }, { 'x-access-renewal': 'acc2' }));
    await call(api.selectChild, { params: { id: 1 } });
    expect(getTokens()).toEqual({ accessToken: 'acc', refreshToken: 'ref' });
  });
});

describe('SPEC §8 handling', () => {
  it('other codes reject with the server key, no navigation', async () => {
    fetchMock.mockResolvedValue(json(422, { code: '422', message: 'LoginFailException' }));
    const error = await call(api.signIn, { body: { userId: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '422', message: 'LoginFailException', handled: false });
    expect(navigations).toEqual([]);
  });

  it.each(['400', '401', '403', '404'])('body code %s goes to /error/{code} with the message', async (code) => {
    fetchMock.mockResolvedValue(json(Number(code), { code, message: 'NoSuchChildException' }));
    await expect(call(api.selectChild, { params: { id: 1 } })).rejects.toMatchObject({ code, handled: true });
    expect(navigations).toEqual([`/error/${code}?message=NoSuchChildException`]);
    expect(clears).toBe(0);
  });

  it('032 shows the 032 page, which clears the local data but the tokens itself (decision 0030)', async () => {
    fetchMock.mockResolvedValue(json(403, { code: '032', message: 'BlockedUser' }));
    await expect(call(api.me)).rejects.toMatchObject({ code: '032' });
    expect(clears).toBe(0);
    expect(navigations).toEqual(['/error/032?message=BlockedUser']);
  });

  it('403 JwtStatus clears local data and shows the 401 page', async () => {
    fetchMock.mockResolvedValue(json(403, { code: '403', message: 'JwtStatus' }));
    await expect(call(api.me)).rejects.toMatchObject({ code: '403', message: 'JwtStatus' });
    expect(clears).toBe(1);
    expect(navigations).toEqual(['/error/401?message=JwtStatus']);
  });

  it('navigateOnError: false leaves the reaction to the caller (the guard)', async () => {
    fetchMock.mockResolvedValue(json(404, { code: '404', message: 'NoSuchUserException' }));
    await expect(call(api.me, { navigateOnError: false })).rejects.toMatchObject({ code: '404', handled: false });
    expect(navigations).toEqual([]);
  });

  it('a body that fails the contract schema is a client validation failure (VC001)', async () => {
    const error = await call(api.personal, { body: { name: 'Kim', nickname: '도담', birthDate: null } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VC001', message: 'InvalidMemberName', source: 'validation' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a success answer that does not match the schema is IA001 InvalidInternalApi', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '200', message: 'OK', data: { wrong: true } }));
    await expect(call(api.me)).rejects.toMatchObject({ code: 'IA001', message: 'InvalidInternalApi' });
  });

  it('a success answer cut off while its body is read is a transport failure, never InvalidInternalApi, and shows no page', async () => {
    const cutOff = (error: Error) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":"200","message":"OK","data":{'));
            controller.error(error);
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    fetchMock.mockResolvedValueOnce(cutOff(new DOMException('The page is unloading', 'AbortError')));
    await expect(call(api.me)).rejects.toMatchObject({ code: 'IA001', message: 'UnknownErrorOccurred', source: 'abort' });
    fetchMock.mockResolvedValueOnce(cutOff(new TypeError('network error')));
    await expect(call(api.me)).rejects.toMatchObject({ code: 'IA001', message: 'UnknownErrorOccurred', source: 'network' });
    expect(navigations).toEqual([]);
  });

  it('a network failure is IA001 UnknownErrorOccurred with its source', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(call(api.me)).rejects.toMatchObject({ code: 'IA001', message: 'UnknownErrorOccurred', source: 'network' });
  });

  it('SPEC §9: no answer within 10 s aborts the request and rejects with source timeout', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(untilAborted);
      const result = call(api.me).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(lastRequest().signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toMatchObject({ code: 'IA001', message: 'UnknownErrorOccurred', source: 'timeout' });
      expect(lastRequest().signal.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the caller's abort signal cancels the request (source abort)", async () => {
    fetchMock.mockImplementation(untilAborted);
    const controller = new AbortController();
    const result = call(api.me, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await result).toMatchObject({ code: 'IA001', source: 'abort' });
  });
});

describe('SPEC §7 request shape', () => {
  it('sends the body as JSON without cookies, with extra headers and Accept: application/json', async () => {
    let sent: unknown;
    fetchMock.mockImplementation(async (request: Request) => {
      sent = await request.clone().json();
      return json(200, { code: '200', message: 'OK', data: { accessToken: 'a', refreshToken: 'r' } });
    });
    await call(api.signIn, { body: { userId: 'dodam', password: 'pw' }, headers: { 'Idempotency-Key': 'k1' } });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('omit');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('idempotency-key')).toBe('k1');
    expect(sent).toEqual({ userId: 'dodam', password: 'pw' });
  });

  it('a call without query or body sends neither', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '200', message: 'OK', data: null }));
    await call(api.selectChild, { params: { id: 3 } });
    const request = lastRequest();
    expect(request.url).toBe('http://dodam.test/api/members/children/3/select');
    expect(request.body).toBeNull();
  });
});

describe('call() and the declared path params (decision 0051)', () => {
  it('fills the path from the declared params', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: '200', message: 'OK', data: null }));
    await call(api.deleteDiary, { params: { id: 7 } });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/members/diaries/7');
  });

  it('does not compile without them, with a wrong name or with text', () => {
    // Checked by `tsc -b`, never run.
    const calls = () => [
      // @ts-expect-error the params are required
      call(api.deleteDiary),
      // @ts-expect-error the params are required
      call(api.deleteDiary, {}),
      // @ts-expect-error :id, not :diaryId
      call(api.deleteDiary, { params: { diaryId: 7 } }),
      // @ts-expect-error a row id is a number
      call(api.deleteDiary, { params: { id: '7' } }),
      // @ts-expect-error both of the path's params
      call(api.deleteDiaryImage, { params: { id: 7 } }),
      // @ts-expect-error a path without params takes none
      call(api.me, { params: { id: 7 } }),
    ];
    expect(typeof calls).toBe('function');
  });
});

describe('the sign-in device token and a 429’s wait (decision 0079)', () => {
  const TOKEN = 'd'.repeat(43);
  const ok = (headers: Record<string, string> = {}) => json(200, { code: '200', message: 'OK', data: { accessToken: 'a', refreshToken: 'r' } }, headers);

  it('keeps the token a sign-in answers with, through a logout, and sends it with the next sign-in only', async () => {
    fetchMock.mockResolvedValueOnce(ok({ 'x-sign-in-device': TOKEN }));
    await call(api.signIn, { body: { userId: 'dodam', password: 'pw' } });
    expect(lastRequest().headers.get('x-sign-in-device')).toBeNull();
    clearLocalData();
    fetchMock.mockResolvedValueOnce(json(200, { code: '200', message: 'OK', data: null }));
    await call(api.selectChild, { params: { id: 3 } });
    expect(lastRequest().headers.get('x-sign-in-device')).toBeNull();
    fetchMock.mockResolvedValueOnce(ok());
    await call(api.signIn, { body: { userId: 'dodam', password: 'pw' } });
    expect(lastRequest().headers.get('x-sign-in-device')).toBe(TOKEN);
  });

  it('ignores a malformed token', async () => {
    fetchMock.mockResolvedValueOnce(ok({ 'x-sign-in-device': 'short' }));
    await call(api.signIn, { body: { userId: 'dodam', password: 'pw' } });
    fetchMock.mockResolvedValueOnce(ok());
    await call(api.signIn, { body: { userId: 'dodam', password: 'pw' } });
    expect(lastRequest().headers.get('x-sign-in-device')).toBeNull();
  });

  it('carries Retry-After on the error of a 429', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { code: '429', message: 'TooManyRequestsException' }, { 'retry-after': '1800' }));
    const error = await call(api.signIn, { body: { userId: 'dodam', password: 'pw' }, navigateOnError: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '429', retryAfterSeconds: 1800 });
  });
});
