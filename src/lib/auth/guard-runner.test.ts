import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { queryClient } from '../query/query-client.ts';
import { getChildInfo, getStoredUser, getTokens, setTokens } from '../storage/keys.ts';
import { runGuard } from './guard-runner.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ code: '200', message: 'OK', data }), { status: 200 });
const fail = (status: number, code: string, message: string) => new Response(JSON.stringify({ code, message }), { status });

const user = {
  id: 1,
  userId: 'parent',
  phone: '01012345678',
  phoneVerified: true,
  dtype: 'Member',
  dtypeValue: '회원',
  status: 'ACTIVE',
  statusValue: '정상',
  role: 'ROLE_MEMBER',
  roleValue: '일반 회원',
  email: null,
  nickname: '하늘맘',
  name: '김하늘',
  birthDate: null,
  defaultAddress: null,
  pushNotiEnabled: false,
  phoneNotiEnabled: false,
  diaryNotiTime: null,
  selectedChildId: 7,
  oauth2IdDetails: [],
  currentRegistrationId: null,
  consentsAgreed: true,
  hasPassword: true,
};
const child = {
  id: 7,
  profileImageURL: null,
  nickname: '도담이',
  sex: 'MALE',
  born: true,
  birthDateTime: '2025-01-01T00:00:00Z',
  birthDueDate: null,
  currentHeight: 70,
  currentWeight: 8,
  ageInMonths: 10,
  guardian: false,
};

let fetchMock: ReturnType<typeof vi.fn>;
const paths = () => fetchMock.mock.calls.map(([request]) => (request instanceof Request ? new URL(request.url).pathname : String(request)));

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', { origin: 'http://dodam.test' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  queryClient.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SPEC §5 guard runner', () => {
  it('step 4: no tokens → 401 page without calling the server', async () => {
    expect(await runGuard('/main')).toEqual({ redirect: '/error/401' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('steps 5 and 8: loads the user, the children and the selected child, then allows', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    fetchMock.mockImplementation(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/users/me') return ok(user);
      if (path === '/api/members/children') return ok({ children: [{ ...child, selected: true }] });
      if (path === '/api/members/children/7') return ok({ summary: child, version: 1 });
      return fail(404, '404', 'NotFound');
    });
    expect(await runGuard('/main')).toEqual({ redirect: null });
    expect(paths()).toEqual(['/api/users/me', '/api/members/children', '/api/members/children/7']);
    expect(getStoredUser()).toEqual({ id: 1, nickname: '하늘맘', selectedChildId: 7 });
    expect(getChildInfo()?.id).toBe(7);
    // a second navigation uses what is loaded
    expect(await runGuard('/my-page')).toEqual({ redirect: null });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('step 6: an admin is sent to /admin after one user call', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    fetchMock.mockResolvedValue(ok({ ...user, role: 'ROLE_ADMIN' }));
    expect(await runGuard('/main')).toEqual({ redirect: '/admin' });
  });

  it('SPEC §8: 403 JwtStatus clears local data → 401 page', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    fetchMock.mockResolvedValue(fail(403, '403', 'JwtStatus'));
    expect(await runGuard('/main')).toEqual({ redirect: '/error/401?message=JwtStatus' });
    expect(getTokens()).toBeNull();
  });

  it('SPEC §8: 032 → 032 page, keeping the tokens it needs to show why, log out and delete the account (decision 0030)', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    fetchMock.mockResolvedValue(fail(403, '032', 'BlockedUser'));
    expect(await runGuard('/main')).toEqual({ redirect: '/error/032?message=BlockedUser' });
    expect(getTokens()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    // The error pages are public: the guard never sends /error/032 back to itself.
    expect(await runGuard('/error/032')).toEqual({ redirect: null });
  });

  it('SPEC §8: other errors go to the 400 page', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    fetchMock.mockResolvedValue(fail(500, '500', 'UnknownErrorOccurred'));
    expect(await runGuard('/main')).toEqual({ redirect: '/error/400?message=UnknownErrorOccurred' });
    expect(getTokens()).not.toBeNull();
  });

  it('offline: a cached user is used when the network fails', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    queryClient.setQueryData(['session', 'me'], { ...user, role: 'ROLE_EXPERT' }, { updatedAt: 1 });
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await runGuard('/main')).toEqual({ redirect: null });
  });

  it('an answer cut off by the page unloading is no error page: the cached user stays in use', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    queryClient.setQueryData(['session', 'me'], user, { updatedAt: 1 });
    const cutOff = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":"200",'));
        controller.error(new DOMException('unloading', 'AbortError'));
      },
    });
    fetchMock.mockResolvedValue(new Response(cutOff, { status: 200 }));
    expect(await runGuard('/main')).toEqual({ redirect: null });
  });

  it('step 3: the loading page clears stored auth', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(await runGuard('/auth/sign-in/loading')).toEqual({ redirect: null });
    expect(getTokens()).toBeNull();
  });
});
