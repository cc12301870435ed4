import { describe, expect, it } from 'vitest';
import { INQUIRY_PHOTO_LIMIT_BYTES } from '../../contract/inquiries.ts';
import { photoProblem } from './photo-rule.ts';

describe('an inquiry photo (decision 0072)', () => {
  it('takes an image within the limit and says what is wrong otherwise', () => {
    expect(photoProblem({ name: 'screen.PNG', type: 'image/png', size: 2048 })).toBeNull();
    expect(photoProblem({ name: 'memo.pdf', type: 'application/pdf', size: 2048 })).toBe('not-image');
    expect(photoProblem({ name: 'empty.jpg', type: 'image/jpeg', size: 0 })).toBe('empty');
    expect(photoProblem({ name: 'big.jpg', type: 'image/jpeg', size: INQUIRY_PHOTO_LIMIT_BYTES + 1 })).toBe('too-large');
  });
});
