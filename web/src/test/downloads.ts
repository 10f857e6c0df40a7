import { vi } from 'vitest';

/**
 * The files the page saves (a link with `download` clicked on an object URL), with their names and
 * contents. The test environment has no object URLs, so they are made here; `vi.restoreAllMocks()`
 * ends the capture.
 */
export function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob && this.download) saved.push({ name: this.download, blob });
  });
  return saved;
}
