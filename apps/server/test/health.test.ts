import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

describe('diagnostics', () => {
  it('reports the database as reachable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document with the auth paths', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register']));
  });

  it('answers an unknown API path with a JSON 404 in the common error shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('gives academy contact details from configuration', async () => {
    const res = await t.request({ method: 'GET', url: '/api/site' });
    expect(res.json().academy).toMatchObject({ email: 'contact@academy.dz', support_hours: 'Mon-Fri 9AM-6PM' });
  });
});
