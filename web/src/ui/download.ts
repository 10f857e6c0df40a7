/** Saves `blob` as a file named `name`, as a link the browser downloads. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves an answered file under the name the server gives it (its Content-Disposition), else `fallbackName`. */
export async function saveFile(response: Response, fallbackName: string) {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/**
 * POSTs a REST download's body and saves the answered file. Answers null when saved, else the
 * server's refusal (its `error` sentence) or `failed` when there is none.
 */
export async function downloadFile(path: string, body: unknown, headers: Record<string, string>, fallbackName: string, failed: string): Promise<string | null> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
      return typeof answer?.error === 'string' ? answer.error : failed;
    }
    await saveFile(response, fallbackName);
    return null;
  } catch {
    return failed;
  }
}
