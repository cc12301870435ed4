import { describe, expect, it } from 'vitest';
import { handParsedIdBreach } from './hand-parsed-ids.ts';

describe('hand-parsed ids (decision 0051)', () => {
  it('finds the shapes the hand parsers had', () => {
    const shapes = [
      "if (!/^[1-9]\\d{0,8}$/.test(raw)) throw new AppError('InvalidMemberId');",
      'return /^\\d{1,9}$/.test(value) ? Number(value) : undefined;',
      'export function idParam(params: Record<string, string>, name = "id"): number {',
      'function memberIdOf(params: Record<string, string>): number {',
      'const id = Number(params.id);',
      'const id = Number(c.req.param("id"));',
      "const imageId = c.req.param('imageId');",
      'const all = c.req.param();',
    ];
    for (const text of shapes) expect(handParsedIdBreach('server/modules/x/x.routes.ts', text), text).not.toBeNull();
  });

  it('leaves the contract, tests, fakes and other numbers alone', () => {
    const rowIdRule = 'export const ROW_ID_PATTERN = /^[1-9]\\d{0,9}$/;';
    expect(handParsedIdBreach('src/contract/primitives.ts', rowIdRule)).toBeNull();
    expect(handParsedIdBreach('server/modules/x/x.test.ts', 'const id = Number(params.id);')).toBeNull();
    expect(handParsedIdBreach('server/integrations/toss-fake.ts', "state.latestOf(c.req.param('orderId'))")).toBeNull();
    expect(handParsedIdBreach('src/domains/admin-payments/refund-amount.ts', "if (!/^\\d{1,10}$/.test(digits)) return { kind: 'invalid' };")).toBeNull();
    expect(handParsedIdBreach('server/modules/auth/auth.routes.ts', "providerOf(c.req.param('provider'))")).toBeNull();
    expect(handParsedIdBreach('server/modules/x/x.routes.ts', 'mount(app, api.diary, ({ user, params }) => read(user.id, params.id));')).toBeNull();
  });
});
