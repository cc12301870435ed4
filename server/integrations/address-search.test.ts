import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSearchFor } from '../deps-factory.ts';
import { parseEnv } from '../env.ts';
import { productionWithout } from '../test/production-env.ts';
import { AddressSearchUnavailableError, cleanKeyword, createJusoAddressSearch } from './address-search.ts';
import { createFakeJuso, FAKE_JUSO_KEY, type FakeJuso } from './juso-fake.ts';

/** Decision 0074: the real juso.go.kr adapter against the stand-in over HTTP on 127.0.0.1. */
let fake: FakeJuso;
let server: ServerType;
let url: string;

const close = (s: { close(cb: () => void): unknown }) => new Promise<void>((resolve) => s.close(() => resolve()));

beforeAll(async () => {
  fake = createFakeJuso();
  ({ server, url } = await new Promise<{ server: ServerType; url: string }>((resolve) => {
    const s = serve({ fetch: fake.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: s, url: `http://127.0.0.1:${String(info.port)}/addrlink/addrLinkApi.do` }),
    );
  }));
});
afterAll(() => close(server));

/** A server that answers every request with the given status and body (a proxy's page, a broken service). */
async function answering(status: number, body: string): Promise<{ server: Server; url: string }> {
  const s = createServer((_req, res) => res.writeHead(status, { 'content-type': 'text/html' }).end(body));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, url: `http://127.0.0.1:${String((s.address() as AddressInfo).port)}/addrlink/addrLinkApi.do` };
}

describe('the juso.go.kr adapter', () => {
  it('finds road addresses with their postal code, lot address and building name, a page of ten at a time', async () => {
    const juso = createJusoAddressSearch({ url, confmKey: FAKE_JUSO_KEY });
    const before = fake.requests();
    const found = await juso.search('월드컵', 1);
    expect(fake.requests()).toBe(before + 1);
    expect(found).toEqual({
      totalCount: 2,
      page: 1,
      refine: false,
      addresses: [
        {
          roadAddress: '서울특별시 마포구 월드컵북로 396 (상암동)',
          jibunAddress: '서울특별시 마포구 상암동 1605',
          postalCode: '03925',
          buildingName: '누리꿈스퀘어',
        },
        {
          roadAddress: '서울특별시 마포구 월드컵로 240 (성산동)',
          jibunAddress: '서울특별시 마포구 성산동 515',
          postalCode: '03932',
          buildingName: '서울월드컵경기장',
        },
      ],
    });
    expect(await juso.search('판교역로 166', 1)).toMatchObject({ totalCount: 1, addresses: [{ postalCode: '13529' }] });
    expect(await juso.search('월드컵', 2)).toMatchObject({ totalCount: 2, page: 2, addresses: [] });
    expect(await juso.search('없는도로명 999', 1)).toEqual({ totalCount: 0, page: 1, addresses: [], refine: false });
  });

  it('a keyword the service will not search asks to refine it; special characters are taken out first', async () => {
    const juso = createJusoAddressSearch({ url, confmKey: FAKE_JUSO_KEY });
    expect(cleanKeyword(" 세종대로%' OR 1=1 ")).toBe('세종대로 OR 1 1');
    expect(await juso.search('세종대로 <209>', 1)).toMatchObject({ totalCount: 1, addresses: [{ postalCode: '03171' }] });
    const before = fake.requests();
    expect(await juso.search('%%', 1)).toEqual({ totalCount: 0, page: 1, addresses: [], refine: true });
    expect(fake.requests()).toBe(before);
  });

  it('a refused key, a page that is not its JSON or no answer is AddressSearchUnavailableError', async () => {
    await expect(createJusoAddressSearch({ url, confmKey: 'wrong' }).search('월드컵', 1)).rejects.toThrow(/E0001/);
    const html = await answering(200, '<html>maintenance</html>');
    const broken = await answering(502, 'bad gateway');
    try {
      await expect(createJusoAddressSearch({ url: html.url, confmKey: FAKE_JUSO_KEY }).search('월드컵', 1)).rejects.toBeInstanceOf(
        AddressSearchUnavailableError,
      );
      await expect(createJusoAddressSearch({ url: broken.url, confmKey: FAKE_JUSO_KEY }).search('월드컵', 1)).rejects.toBeInstanceOf(
        AddressSearchUnavailableError,
      );
    } finally {
      await close(html.server);
      await close(broken.server);
    }
    await expect(createJusoAddressSearch({ url: 'http://127.0.0.1:9/addrlink/addrLinkApi.do', confmKey: 'x' }).search('월드컵', 1)).rejects.toBeInstanceOf(
      AddressSearchUnavailableError,
    );
  });
});

describe('configuration', () => {
  it('production refuses to start without JUSO_API_KEY; ADDRESS_SEARCH_URL defaults to juso.go.kr', () => {
    expect(() => parseEnv(productionWithout('JUSO_API_KEY'))).toThrow('Missing configuration for production: JUSO_API_KEY');
    expect(parseEnv(productionWithout()).ADDRESS_SEARCH_URL).toBe('https://business.juso.go.kr/addrlink/addrLinkApi.do');
  });

  it('without a key, development asks the local sample in-process through the same adapter', async () => {
    const local = addressSearchFor(parseEnv({ NODE_ENV: 'development' }));
    expect(await local.search('카카오', 1)).toMatchObject({ totalCount: 1, addresses: [{ postalCode: '13529' }] });
  });

  it('with a key, the adapter asks ADDRESS_SEARCH_URL', async () => {
    const configured = addressSearchFor(parseEnv({ NODE_ENV: 'test', JUSO_API_KEY: FAKE_JUSO_KEY, ADDRESS_SEARCH_URL: url }));
    const before = fake.requests();
    await configured.search('둔산로', 1);
    expect(fake.requests()).toBe(before + 1);
  });
});
