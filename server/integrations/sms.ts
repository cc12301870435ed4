import type { Logger } from 'pino';

export type SmsSender = { send(phone: string, text: string): Promise<void> };

/** Development and tests: the code goes to the server log and a small in-memory outbox. */
export function createLogSms(log: Logger): SmsSender & { last(phone: string): string | undefined } {
  const outbox = new Map<string, string>();
  return {
    async send(phone, text) {
      outbox.set(phone, text);
      log.info({ phone, text }, 'SMS (development: not sent, shown here)');
    },
    last: (phone) => outbox.get(phone),
  };
}

/** A plain HTTP SMS gateway: POST JSON {from, to, text} with a bearer API key. */
export function createHttpSms(url: string, apiKey: string, sender: string): SmsSender {
  return {
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ from: sender, to: phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
