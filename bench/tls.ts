import { request } from 'node:https';

/** A JSON call to the bench's server (decision 0062): fetch over http, node:https trusting `ca` over https (Node's fetch takes no CA). */
export async function requestJson(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ca?: Buffer,
): Promise<{ status: number; body: unknown }> {
  if (!url.startsWith('https:')) {
    const res = await fetch(url, init);
    return { status: res.status, body: await res.json().catch(() => null) };
  }
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, ca }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the caller sees null
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
