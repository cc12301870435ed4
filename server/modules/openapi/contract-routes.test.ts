import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../src/contract/api.ts';
import { testApp } from '../../test/harness.ts';
import type { Operation } from '../../test/fuzz-cases.ts';

/**
 * Decision 0091: every /api handler the app registers is a contract endpoint, mounted with its access
 * declaration (mount, mountFile), so the OpenAPI document lists it and the fuzz and the authorization
 * matrix, which walk that document, reach it. Outside the contract only what is no API call: the
 * OAuth redirects (documented by hand), the development helpers and the end-to-end fixtures.
 */
const NOT_CONTRACT = [
  /^\/api\/open\/oauth\//,
  /^\/api\/open\/dev\//,
  /^\/api\/open\/dev-oauth\//,
  /^\/api\/members\/test-fixtures\//,
  /^\/api\/openapi\.json$/,
];

let doc: { paths: Record<string, Record<string, Operation & { requestBody?: { content?: Record<string, unknown> } }>> };

const t = testApp();
beforeAll(async () => {
  doc = (await t.request('GET', '/api/openapi.json')).json as unknown as typeof doc;
});

describe('the contract is the one way in (decision 0091)', () => {
  it('every /api handler is a contract endpoint', () => {
    const declared = new Set(Object.values(api).map((e) => `${e.method} ${e.path}`));
    const outside = t.app.routes
      // Middleware (app.use) and the closing NotFound are ALL; a handler names its method.
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !NOT_CONTRACT.some((p) => p.test(r.path)))
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !declared.has(route));
    expect([...new Set(outside)]).toEqual([]);
  });

  it('the file answers and raw uploads are in the document the fuzz and the matrix walk', () => {
    const files: [string, string, string][] = [
      ['get', '/api/files/diary-images/{imageId}', 'diaryImage'],
      ['get', '/api/members/children/{id}/profile-image', 'childImage'],
      ['get', '/api/files/inquiry-photos/{inquiryId}', 'inquiryPhoto'],
      ['get', '/api/files/product-thumbnails/{productId}', 'productThumbnail'],
      ['get', '/api/open/care-info/pictures/{articleId}', 'articlePicture'],
      ['get', '/api/members/order-items/{id}/diary-pdf/file', 'diaryPdfFile'],
      ['get', '/api/members/reports/{reportId}/pdf', 'monthlyReportPdf'],
      ['get', '/api/members/examinations/{examinationId}/result', 'examinationResultPdf'],
    ];
    for (const [method, path, id] of files) expect(doc.paths[path]?.[method]?.operationId, `${method} ${path}`).toBe(id);
    expect(doc.paths['/api/members/reports/{reportId}/pdf']?.get?.['x-roles']).toEqual(['ROLE_MEMBER']);
    expect(doc.paths['/api/members/order-items/{id}/diary-pdf/file']?.get?.['x-roles']).toEqual(['ROLE_MEMBER']);
    const uploads: [string, string, string][] = [
      ['post', '/api/members/diaries/{id}/images', 'image/png'],
      ['post', '/api/admin/examinations/{examinationId}/result', 'application/pdf'],
      ['post', '/api/admin/product-thumbnails', 'image/webp'],
      ['post', '/api/admin/article-pictures', 'image/jpeg'],
    ];
    for (const [method, path, type] of uploads) expect(Object.keys(doc.paths[path]?.[method]?.requestBody?.content ?? {}), path).toContain(type);
  });

  it('a raw handler checks access as every call does: anonymous 401, another role 403', async () => {
    const anonymous = await t.request('GET', '/api/members/order-items/1/diary-pdf/file');
    expect(anonymous.json).toEqual({ code: '401', message: 'UserAuthenticationException' });
    const upload = await t.request('POST', '/api/admin/examinations/1/result', { rawBody: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } });
    expect(upload.json).toEqual({ code: '401', message: 'UserAuthenticationException' });
  });
});
