/**
 * What the browser sees of the Toss stand-in (toss-fake.ts): the SDK script, the test checkout page,
 * a receipt and a small payments page for developers. Plain HTML forms and no inline script, so
 * that they work under the app's Content-Security-Policy when mounted at /dev/toss. Every page says
 * plainly that nothing is charged.
 */

export type CheckoutParams = {
  clientKey: string;
  method: string;
  amount: number;
  orderId: string;
  orderName: string;
  customerName: string;
  customerEmail: string;
  customerMobilePhone: string;
  successUrl: string;
  failUrl: string;
};

/** `refunded`: the won its cancels gave back (a partial cancel leaves the rest paid). */
export type PaymentLine = { paymentKey: string; orderId: string; orderName: string; amount: number; refunded: number; method: string; status: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

const STYLE = `body{font-family:system-ui,'Noto Sans KR',sans-serif;max-width:440px;margin:32px auto;padding:0 16px;line-height:1.6;color:#222}
.banner{background:#fff4d6;border:1px solid #f0c36d;padding:12px 14px;border-radius:8px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#666}dd{margin:0}
fieldset{border:1px solid #ddd;border-radius:8px;margin:16px 0}label{display:block;padding:4px 0}
button{font:inherit;padding:10px 14px;border-radius:8px;border:1px solid #bbb;background:#fff;margin:4px 4px 0 0;cursor:pointer}
button.primary{background:#3182f6;border-color:#3182f6;color:#fff}button:focus-visible{outline:3px solid #1b64da;outline-offset:2px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:6px 4px;text-align:left;font-size:14px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const BANNER = '<p class="banner" role="note">테스트 결제창 — 실제로 결제되지 않습니다</p>';

/**
 * `window.TossPayments(clientKey).requestPayment(method, params)` like SDK v1's redirect flow: it
 * opens the test checkout with the same parameters. `base` is where this stand-in is reached.
 */
export function sdkScript(base: string): string {
  return `/* Dodam local Toss stand-in: not the real SDK, nothing is charged. */
(function () {
  var base = ${JSON.stringify(base)};
  function fail(code, message) { var e = new Error(message); e.code = code; return Promise.reject(e); }
  window.TossPayments = function (clientKey) {
    return {
      requestPayment: function (method, p) {
        if (!p || typeof p.amount !== 'number' || !p.orderId || !p.orderName || !p.successUrl || !p.failUrl) {
          return fail('INVALID_PARAMETERS', '필수 파라미터(amount, orderId, orderName, successUrl, failUrl)가 누락되었습니다.');
        }
        var q = new URLSearchParams({
          clientKey: String(clientKey), method: String(method), amount: String(p.amount), orderId: String(p.orderId),
          orderName: String(p.orderName), customerName: p.customerName || '', customerEmail: p.customerEmail || '',
          customerMobilePhone: p.customerMobilePhone || '', successUrl: String(p.successUrl), failUrl: String(p.failUrl)
        });
        window.location.assign(base + '/checkout?' + q.toString());
        return new Promise(function () {});
      },
      requestBillingAuth: function () { return fail('NOT_SUPPORTED', '테스트 결제창은 자동결제를 지원하지 않습니다.'); },
      cancelPayment: function () { return fail('NOT_SUPPORTED', '테스트 결제창은 이 기능을 지원하지 않습니다.'); }
    };
  };
})();
`;
}

const VIRTUAL_ACCOUNT_METHODS = ['가상계좌', 'VIRTUAL_ACCOUNT'];

/** The checkout: order name and amount, 카드 or 가상계좌, and 결제하기 / 결제 실패시키기 / 취소. */
export function checkoutPage(base: string, p: CheckoutParams): string {
  const virtual = VIRTUAL_ACCOUNT_METHODS.includes(p.method);
  const hidden = (Object.keys(p) as (keyof CheckoutParams)[])
    .filter((key) => key !== 'method')
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(String(p[key]))}">`)
    .join('');
  return page(
    '테스트 결제창',
    `<main><h1 style="font-size:20px">토스페이먼츠 테스트 결제</h1>${BANNER}
<p>개발과 테스트를 위한 화면입니다. 어떤 버튼을 눌러도 돈이 오가지 않습니다.</p>
<dl><dt>주문명</dt><dd>${escapeHtml(p.orderName)}</dd><dt>결제 금액</dt><dd><strong>${won(p.amount)}</strong></dd>
${p.customerName ? `<dt>주문자</dt><dd>${escapeHtml(p.customerName)}</dd>` : ''}</dl>
<form method="post" action="${escapeHtml(base)}/checkout">${hidden}
<fieldset><legend>결제 수단</legend>
<label><input type="radio" name="method" value="카드"${virtual ? '' : ' checked'}> 카드</label>
<label><input type="radio" name="method" value="가상계좌"${virtual ? ' checked' : ''}> 가상계좌 (입금 전까지 대기)</label>
</fieldset>
<button class="primary" type="submit" name="action" value="pay">결제하기</button>
<button type="submit" name="action" value="fail">결제 실패시키기</button>
<button type="submit" name="action" value="cancel">취소</button>
</form></main>`,
  );
}

export function errorPage(message: string): string {
  return page('테스트 결제창 오류', `<main><h1 style="font-size:20px">결제창을 열 수 없습니다</h1>${BANNER}<p role="alert">${escapeHtml(message)}</p></main>`);
}

export function receiptPage(line: PaymentLine): string {
  return page(
    '테스트 영수증',
    `<main><h1 style="font-size:20px">테스트 영수증</h1>${BANNER}
<dl><dt>주문명</dt><dd>${escapeHtml(line.orderName)}</dd><dt>금액</dt><dd>${won(line.amount)}</dd><dt>환불</dt><dd>${won(line.refunded)}</dd>
<dt>결제 수단</dt><dd>${escapeHtml(line.method)}</dd><dt>상태</dt><dd>${escapeHtml(line.status)}</dd><dt>주문번호</dt><dd>${escapeHtml(line.orderId)}</dd></dl></main>`,
  );
}

/** For developers: every test payment, with buttons for a virtual account's deposit or expiry. */
export function paymentsPage(base: string, lines: PaymentLine[]): string {
  const rows = lines
    .map((l) => {
      const waiting = l.status === 'WAITING_FOR_DEPOSIT';
      const actions = waiting
        ? `<form method="post" action="${escapeHtml(base)}/__control/deposit/${encodeURIComponent(l.orderId)}"><button type="submit">입금 완료 처리</button></form>
<form method="post" action="${escapeHtml(base)}/__control/expire/${encodeURIComponent(l.orderId)}"><button type="submit">입금 기한 만료</button></form>`
        : '';
      return `<tr><td>${escapeHtml(l.orderName)}</td><td>${won(l.amount)}</td><td>${won(l.refunded)}</td><td>${escapeHtml(l.method)}</td><td>${escapeHtml(l.status)}</td><td>${actions}</td></tr>`;
    })
    .join('');
  return page(
    '테스트 결제 내역',
    `<main><h1 style="font-size:20px">테스트 결제 내역</h1>${BANNER}
${lines.length === 0 ? '<p>아직 테스트 결제가 없습니다.</p>' : `<table><thead><tr><th>주문명</th><th>금액</th><th>환불</th><th>수단</th><th>상태</th><th>동작</th></tr></thead><tbody>${rows}</tbody></table>`}</main>`,
  );
}
