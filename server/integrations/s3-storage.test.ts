import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../deps-factory.ts';
import { parseEnv } from '../env.ts';
import { startFakeS3 } from '../test/fake-s3.ts';
import { createS3Storage, S3Error, sha256Hex, signV4 } from './s3-storage.ts';
import { newStorageKey } from './storage.ts';
import { productionWithout } from '../test/production-env.ts';

// The example credentials and time of the AWS S3 Signature Version 4 documentation.
const AWS_EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const AWS_TIME = new Date('2013-05-24T00:00:00Z');
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')?.[1];

describe('AWS Signature Version 4 (the AWS S3 examples)', () => {
  it('GET Object with a Range header', async () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');
    const headers = await signV4({ method: 'GET', url, headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_HASH }, AWS_EXAMPLE, AWS_TIME);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_HASH);
  });

  it('PUT Object with a body and a key that needs encoding ($)', async () => {
    const body = 'Welcome to Amazon S3.';
    const url = new URL('https://examplebucket.s3.amazonaws.com/test$file.text');
    const headers = await signV4(
      { method: 'PUT', url, headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' }, payloadHash: sha256Hex(body) },
      AWS_EXAMPLE,
      AWS_TIME,
    );
    expect(headers['x-amz-content-sha256']).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket with query parameters, sorted', async () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J');
    const headers = await signV4({ method: 'GET', url, headers: {}, payloadHash: EMPTY_HASH }, AWS_EXAMPLE, AWS_TIME);
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('createS3Storage against a fake S3 on 127.0.0.1', () => {
  const credentials = { accessKeyId: 'DODAMTESTKEY', secretAccessKey: 'dodam-test-secret', region: 'ap-northeast-2' };
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    fake = await startFakeS3({ ...credentials, bucket: 'dodam-files' });
    storage = createS3Storage({ ...credentials, endpoint: `${fake.url}/`, bucket: 'dodam-files', timeoutMs: 500 });
  });
  afterAll(() => fake.close());

  it('puts, gets and deletes an object under a path-style URL', async () => {
    const key = newStorageKey('profile', 'webp');
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await storage.put(key, { bytes, contentType: 'image/webp' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/dodam-files/${key}` });
    expect(fake.requests.at(-1)?.signedHeaders).toBe('content-type;host;x-amz-content-sha256;x-amz-date');
    expect(fake.objects.get(key)?.contentType).toBe('image/webp');

    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect(file && [...file.bytes]).toEqual([...bytes]);

    await storage.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('streams an object as the bucket sends it, with its size; null for a missing key (decision 0078)', async () => {
    const key = newStorageKey('examination', 'pdf');
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => i & 0xff);
    await storage.put(key, { bytes, contentType: 'application/pdf' });
    const file = await storage.stream(key);
    expect(file && [file.size, file.contentType]).toEqual([bytes.byteLength, 'application/pdf']);
    expect(new Uint8Array(await new Response(file?.body).arrayBuffer())).toEqual(bytes);
    expect(await storage.stream(newStorageKey('examination', 'pdf'))).toBeNull();
    fake.failNext('hang');
    await expect(storage.stream(key)).rejects.toMatchObject({ name: 'S3Error', status: null });
  });

  it('deletes a missing key without complaint', async () => {
    await expect(storage.delete(newStorageKey('profile', 'png'))).resolves.toBeUndefined();
  });

  it('surfaces a 500 as an S3Error with its status, on every call', async () => {
    const key = newStorageKey('profile', 'webp');
    for (const run of [() => storage.put(key, { bytes: new Uint8Array([1]), contentType: 'image/webp' }), () => storage.get(key), () => storage.delete(key)]) {
      fake.failNext({ status: 500, code: 'InternalError' });
      const error: unknown = await run().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(S3Error);
      expect(error).toMatchObject({ status: 500, code: 'InternalError' });
    }
  });

  it('surfaces a 403 (access denied) as an error, not as a missing file', async () => {
    fake.failNext({ status: 403, code: 'AccessDenied' });
    await expect(storage.get(newStorageKey('profile', 'webp'))).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('is refused by the fake when signed with the wrong secret (the fake really checks)', async () => {
    const wrong = createS3Storage({ ...credentials, secretAccessKey: 'not-the-secret', endpoint: fake.url, bucket: 'dodam-files' });
    await expect(wrong.put(newStorageKey('profile', 'webp'), { bytes: new Uint8Array([1]), contentType: 'image/webp' })).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
  });

  it('treats a missing bucket as an error, not as a missing key', async () => {
    const elsewhere = createS3Storage({ ...credentials, endpoint: fake.url, bucket: 'no-such-bucket' });
    await expect(elsewhere.get(newStorageKey('profile', 'webp'))).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });

  it('gives up after its timeout when the bucket does not answer', async () => {
    fake.failNext('hang');
    await expect(storage.get(newStorageKey('profile', 'webp'))).rejects.toMatchObject({ name: 'S3Error', status: null });
  });

  it('checks the key before any request', async () => {
    const before = fake.requests.length;
    await expect(storage.get('../etc/passwd')).rejects.toThrow('invalid storage key');
    expect(fake.requests.length).toBe(before);
  });
});

describe('STORAGE and S3_* in env.ts', () => {
  const production = productionWithout('STORAGE', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  const s3 = { STORAGE: 's3', S3_ENDPOINT: 'https://kr.object.ncloudstorage.com', S3_BUCKET: 'dodam', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('refuses production without the bucket, naming every setting', () => {
    expect(() => parseEnv(production)).toThrow(
      'Missing configuration for production: STORAGE=s3, S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => parseEnv({ ...production, ...s3, STORAGE: 'disk' })).toThrow('Missing configuration for production: STORAGE=s3');
    expect(() => parseEnv({ ...production, ...s3, S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_ENDPOINT as an https URL');
  });

  it('starts production with the bucket settings, region defaulting to Seoul', () => {
    const env = parseEnv({ ...production, ...s3 });
    expect(env).toMatchObject({ STORAGE: 's3', S3_REGION: 'ap-northeast-2' });
    expect(storageFor(env).kind).toBe('s3');
  });

  it('keeps disk storage by default outside production, and refuses STORAGE=s3 without settings there too', () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(env.STORAGE).toBe('disk');
    expect(storageFor(env).kind).toBe('disk');
    expect(() => parseEnv({ NODE_ENV: 'development', STORAGE: 's3', S3_ENDPOINT: 'not a url' })).toThrow(
      'STORAGE=s3 needs S3_ENDPOINT as an http(s) URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(parseEnv({ NODE_ENV: 'test', ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).STORAGE).toBe('s3');
  });
});
