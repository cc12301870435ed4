import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearJoinDraft, EMPTY_JOIN_DRAFT, readJoinDraft, writeJoinDraft } from './join-draft.ts';

const store = new Map<string, string>();
const fakeSession = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};

beforeEach(() => {
  store.clear();
  Object.defineProperty(globalThis, 'sessionStorage', { value: fakeSession, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('the account form draft (SPEC §5 sign-up)', () => {
  it('keeps the ID and nickname for the tab, never the password', () => {
    const withPassword = { userId: 'dodam_mom', nickname: '도담맘', password: 'secret123', confirm: 'secret123' };
    writeJoinDraft(withPassword);
    expect(readJoinDraft()).toEqual({ userId: 'dodam_mom', nickname: '도담맘' });
    expect([...store.values()].join()).not.toContain('secret123');
  });

  it('empty fields or a finished join leave nothing; something unreadable reads as empty', () => {
    writeJoinDraft({ userId: 'a', nickname: '' });
    writeJoinDraft(EMPTY_JOIN_DRAFT);
    expect(store.size).toBe(0);
    writeJoinDraft({ userId: 'dodam_mom', nickname: '' });
    clearJoinDraft();
    expect(readJoinDraft()).toEqual(EMPTY_JOIN_DRAFT);
    store.set('dodam:join-draft', '{not json');
    expect(readJoinDraft()).toEqual(EMPTY_JOIN_DRAFT);
    store.set('dodam:join-draft', JSON.stringify({ userId: 5, nickname: 'x'.repeat(65) }));
    expect(readJoinDraft()).toEqual(EMPTY_JOIN_DRAFT);
  });

  it('without sessionStorage the form still works', () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    writeJoinDraft({ userId: 'dodam_mom', nickname: '도담맘' });
    expect(readJoinDraft()).toEqual(EMPTY_JOIN_DRAFT);
  });
});
