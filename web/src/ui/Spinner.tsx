import './Spinner.css';

export function Spinner({ size = 'sm', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span
      className={`spinner spinner--${size}`}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

export function LoadingIndicator({ label = 'Loading', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div
      className={fullPage ? 'loading-indicator loading-indicator--full-page' : 'loading-indicator'}
      role="status"
      aria-live="polite"
      aria-label={label}
    >
      <span className="spinner spinner--lg" aria-hidden />
      <span className="loading-indicator__label">{label}…</span>
    </div>
  );
}
