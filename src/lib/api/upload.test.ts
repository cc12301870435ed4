import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../contract/api.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { getTokens, setTokens } from '../storage/keys.ts';
import { ApiError } from './api-error.ts';
import { setErrorNavigator, setLocalDataClearer } from './error-navigation.ts';
import { parseHeaders, upload } from './upload.ts';

/** Just enough of XMLHttpRequest for upload(): records the request, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  withCredentials = true;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers = '') {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const summary = { id: 7, profileImageURL: '/api/members/children/7/profile-image?exp=1&sig=x', nickname: '도담이', sex: 'FEMALE', born: true, birthDateTime: '2026-01-01T00:00:00.000Z', birthDueDate: null, currentHeight: null, currentWeight: null, ageInMonths: 3 };
let navigations: string[];

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', { origin: 'http://dodam.test' });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  navigations = [];
  setErrorNavigator((href) => navigations.push(href));
  setLocalDataClearer(() => undefined);
  setTokens({ accessToken: 'acc', refreshToken: 'ref' });
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('no request');
  return xhr;
};

describe('upload with progress (issue 3 §1; SPEC §7 headers and renewal)', () => {
  it('sends the file with the token headers, reports progress and parses the answer with the contract', async () => {
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const progress: number[] = [];
    const pending = upload(api.uploadChildImage, { params: { id: 7 }, file, onProgress: (f) => progress.push(f) });
    const xhr = sent();
    expect([xhr.method, xhr.url]).toEqual(['PUT', 'http://dodam.test/api/members/children/7/profile-image']);
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer acc', 'x-refresh-token': 'ref', 'content-type': 'image/png', accept: 'application/json' });
    expect(xhr.body).toBe(file);
    expect(xhr.withCredentials).toBe(false);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.answer(200, { code: '200', message: 'OK', data: { summary, version: 3 } }, 'content-type: application/json\r\nx-access-renewal: acc2\r\nx-refresh-renewal: ref2\r\n');
    expect(await pending).toEqual({ summary, version: 3 });
    expect(progress).toEqual([0.5]);
    expect(getTokens()).toEqual({ accessToken: 'acc2', refreshToken: 'ref2' });
  });

  it('rejects a 415 inline with its server key (no error page)', async () => {
    const pending = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['text'], { type: 'image/jpeg' }) });
    sent().answer(415, { code: '415', message: 'IllegalProfileImageTypeException' });
    await expect(pending).rejects.toMatchObject({ code: '415', message: 'IllegalProfileImageTypeException', handled: false });
    expect(navigations).toEqual([]);
  });

  it('sends a 404 to the error page like call() (SPEC §8)', async () => {
    const pending = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['x'], { type: 'image/png' }) });
    sent().answer(404, { code: '404', message: 'NoSuchChildException' });
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(navigations).toEqual(['/error/404?message=NoSuchChildException']);
  });

  it('maps network failures, timeouts and aborts to IA001', async () => {
    const controller = new AbortController();
    const aborted = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['x']), signal: controller.signal });
    expect(sent().headers['content-type']).toBe('application/octet-stream');
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'IA001', source: 'abort' });
    const failed = upload(api.uploadChildImage, { params: { id: 7 }, file: new Blob(['x']) });
    sent().onerror?.();
    await expect(failed).rejects.toMatchObject({ code: 'IA001', source: 'network' });
  });

  it('parses raw response headers', () => {
    expect(parseHeaders('a: 1\r\nB: two: parts\r\n\r\n').get('b')).toBe('two: parts');
  });
});
