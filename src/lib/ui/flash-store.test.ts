import { describe, expect, it, vi } from 'vitest';
import { flash } from './flash-store.ts';

describe('flash message (decision 0025 success message after the payment redirect)', () => {
  it('shows the latest message and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = flash.subscribe(listener);
    flash.show('결제가 완료되었어요');
    expect(flash.current()?.text).toBe('결제가 완료되었어요');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    flash.dismiss();
    expect(flash.current()).toBeNull();
  });

  it('dismissing an older message leaves a newer one shown', () => {
    flash.show('first');
    const first = flash.current()?.id;
    flash.show('second');
    flash.dismiss(first);
    expect(flash.current()?.text).toBe('second');
    flash.dismiss();
  });
});
