import { useRef, useState, type DragEvent } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faCloudArrowUp } from '@fortawesome/free-solid-svg-icons/faCloudArrowUp';
import { Spinner } from './Spinner';
import './UploadDropZone.css';

export const DEFAULT_UPLOAD_PATH = '/api/uploadfile';

export interface UploadOptions {
  path?: string;
  id?: string | number | null;
  extraFields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Multipart POST with `file`, the optional `id` and any extra fields; resolves to the JSON answer. */
export async function uploadFile(file: File, { path = DEFAULT_UPLOAD_PATH, id, extraFields, headers }: UploadOptions = {}) {
  const body = new FormData();
  body.append('file', file);
  if (id !== undefined && id !== null) body.append('id', String(id));
  for (const [name, value] of Object.entries(extraFields ?? {})) body.append(name, value);
  const response = await fetch(path, { method: 'POST', body, headers });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: hand back the text.
  }
  if (!response.ok) throw Object.assign(new Error(response.statusText || `Upload failed (${response.status})`), { data });
  return data;
}

export interface UploadDropZoneProps extends UploadOptions {
  onUploaded(result: unknown, file: File): void;
  onError?(error: unknown): void;
  accept?: string;
  label?: string;
  disabled?: boolean;
}

export function UploadDropZone({
  onUploaded,
  onError,
  accept,
  label = 'Drop a file here or click to choose one',
  disabled = false,
  ...options
}: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file || uploading || disabled) return;
    setUploading(true);
    try {
      onUploaded(await uploadFile(file, options), file);
    } catch (error) {
      onError?.(error);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={`drop-zone${dragging ? ' is-dragging' : ''}${uploading ? ' is-uploading' : ''}`}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-busy={uploading || undefined}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {uploading ? <Spinner size="lg" label="Uploading" /> : <FontAwesomeIcon className="drop-zone__icon" icon={faCloudArrowUp} />}
      <span>{label}</span>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        disabled={disabled}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </div>
  );
}
