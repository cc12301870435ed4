import { describe, expect, it } from 'vitest';
import type { ChildListItem } from '../../contract/child.ts';
import { withSelected } from '../../lib/auth/use-select-child.ts';
import { isBorn } from '../../contract/child.ts';
import { homeChild } from './home-model.ts';

const child = (id: number, selected: boolean, born = true): ChildListItem => ({
  id,
  guardian: false,
  profileImageURL: null,
  nickname: `아이${id}`,
  sex: 'FEMALE',
  born,
  birthDateTime: born ? '2025-10-18T01:00:00.000Z' : null,
  birthDueDate: born ? null : '2027-01-21',
  currentHeight: null,
  currentWeight: null,
  ageInMonths: born ? 13 : null,
  selected,
});

describe('homeChild (the child /main is about, SPEC §3)', () => {
  it('is the selected child of the list', () => {
    expect(homeChild([child(1, false), child(2, true)], null)?.id).toBe(2);
  });

  it('falls back to the stored childInfo only when there is no list', () => {
    const { born: _born, birthDueDate: _due, selected: _selected, ...stored } = child(3, true);
    expect(homeChild(undefined, stored)).toMatchObject({ id: 3, born: true, birthDueDate: null });
    expect(homeChild(undefined, { ...stored, birthDateTime: null })?.born).toBe(false);
    expect(homeChild([child(1, false)], stored)).toBeNull();
    expect(homeChild(undefined, null)).toBeNull();
  });
});

describe('isBorn', () => {
  it('needs born and a birth instant', () => {
    expect(isBorn(child(1, true))).toBe(true);
    expect(isBorn(child(2, true, false))).toBe(false);
    expect(isBorn({ born: true, birthDateTime: null })).toBe(false);
  });
});

describe('withSelected (switching on /main, SPEC §4 one selected child)', () => {
  it('marks exactly the chosen child and keeps unchanged rows', () => {
    const list = [child(1, true), child(2, false), child(3, false)];
    const next = withSelected(list, 2);
    expect(next.map((c) => c.selected)).toEqual([false, true, false]);
    expect(next[2]).toBe(list[2]);
    expect(list[0]?.selected).toBe(true);
  });
});
