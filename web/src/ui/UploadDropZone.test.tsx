import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './UploadDropZone';

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts multipart data with the file, the id and extra fields to /api/uploadfile by default', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, result: 'ok' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['a,b'], 'products.csv', { type: 'text/csv' });

    const result = await uploadFile(file, { id: 7, extraFields: { roleLevel: '9' } });

    expect(result).toEqual({ success: true, result: 'ok' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/uploadfile');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('products.csv');
    expect(body.get('id')).toBe('7');
    expect(body.get('roleLevel')).toBe('9');
  });

  it('uses another path when given and rejects on failure', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 500, statusText: 'Server Error' }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['x'], 'logo.png');
    await expect(uploadFile(file, { path: '/api/v1/themeManagement/uploadThemeFiles' })).rejects.toThrow('Server Error');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/themeManagement/uploadThemeFiles');
  });
});
