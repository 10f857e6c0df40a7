import type { ThemeLogoField } from '@quotecraft/rules/themes';

export const UPLOAD_THEME_FILES_PATH = '/api/v1/themeManagement/uploadThemeFiles';

/** themeManagement/uploadThemeFiles: the chosen logos in one multipart request. */
export async function uploadThemeFiles(
  files: Partial<Record<ThemeLogoField, File>>,
  target: { themeId: number | null; pid: number | null },
  headers: Record<string, string>,
): Promise<{ success: boolean; error: string | null; paths: Partial<Record<ThemeLogoField, string>> }> {
  const body = new FormData();
  for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
  if (target.themeId) body.append('id', String(target.themeId));
  if (target.pid) body.append('pid', String(target.pid));
  try {
    const response = await fetch(UPLOAD_THEME_FILES_PATH, { method: 'POST', body, headers });
    const data = (await response.json()) as { success?: boolean; error?: string | null; result?: Record<string, string | number | null> };
    if (!response.ok || !data.success || !data.result) return { success: false, error: data.error ?? 'Failed', paths: {} };
    const paths: Partial<Record<ThemeLogoField, string>> = {};
    for (const field of ['logo', 'emailLogo', 'logoDark'] as const) {
      const value = data.result[field];
      if (typeof value === 'string') paths[field] = value;
    }
    return { success: true, error: null, paths };
  } catch {
    return { success: false, error: 'Failed', paths: {} };
  }
}
