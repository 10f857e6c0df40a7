import { themeUploadUrl, type ThemeLogoField } from '@quotecraft/rules/themes';

export const UPLOAD_THEME_FILES_PATH = '/api/v1/themeManagement/uploadThemeFiles';

export type ThemeUploadOutcome = { ok: true; path: string } | { ok: false; error: string };

/**
 * themeManagement/uploadThemeFiles for one chosen logo, sent as soon as it is chosen (spec part 3
 * §4.5): with a theme id the server saves it on the theme at once. Reports the share sent (0 to 1)
 * as it goes; resolves to the path to save, `/uploads/theme/{path}` from the answer's path.
 */
export function uploadThemeFile(
  field: ThemeLogoField,
  file: File,
  target: { themeId: number | null; pid: number | null },
  headers: Record<string, string>,
  onProgress: (sent: number) => void,
): Promise<ThemeUploadOutcome> {
  const body = new FormData();
  body.append('field', field);
  body.append('file', file);
  if (target.themeId) body.append('id', String(target.themeId));
  if (target.pid) body.append('pid', String(target.pid));
  // fetch cannot report an upload's progress; XMLHttpRequest can.
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_THEME_FILES_PATH);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let data: { success?: boolean; error?: string | null; result?: { path?: unknown } | null } = {};
      try {
        data = JSON.parse(request.responseText);
      } catch {
        // not JSON: answered below as a failure
      }
      if (request.status === 200 && data.success && typeof data.result?.path === 'string') resolve({ ok: true, path: themeUploadUrl(data.result.path) });
      else resolve({ ok: false, error: data.error || 'Failed' });
    };
    request.onerror = () => resolve({ ok: false, error: 'Failed' });
    request.send(body);
  });
}
