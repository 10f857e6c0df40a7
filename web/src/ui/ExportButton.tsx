import { useState } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faFileExport } from '@fortawesome/free-solid-svg-icons/faFileExport';
import { useAlerts } from './alerts';
import type { ListOrder } from './useListState';
import { saveFile } from './download';

export const EXPORT_PATH = '/api/v1/exportManagement/exportList';
export const EXPORT_FAILED = 'The export could not be made. Try again.';

/** Which list the Export button exports, with the filters the screen applies beyond its search. */
export interface ExportListConfig {
  /** the list's name in exportManagement/exportList (users, customers, products…) */
  list: string;
  filters?: Record<string, unknown>;
  /** the session's authorization header */
  authHeaders(): Record<string, string>;
}

export interface ExportState {
  search: string;
  sort?: ListOrder | null;
  /** the visible columns' keys, in their order */
  columns: string[];
}

/** The exportList body for a list screen's current state. */
export function exportBody(config: ExportListConfig, state: ExportState) {
  const filters = Object.fromEntries(Object.entries(config.filters ?? {}).filter(([, value]) => value !== undefined && value !== null));
  return {
    list: config.list,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.sort ? { order: [state.sort.field, state.sort.direction] } : {}),
    columns: state.columns,
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}

/** Exports the list as the screen shows it (search, filters, sort, visible columns) to an .xlsx file. */
export function ExportButton({ config, state }: { config: ExportListConfig; state: ExportState }) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const response = await fetch(EXPORT_PATH, {
        method: 'POST',
        headers: { ...config.authHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify(exportBody(config, state)),
      });
      if (!response.ok) {
        const answer = await response.json().catch(() => null);
        alerts.failure(typeof answer?.error === 'string' ? answer.error : EXPORT_FAILED);
        return;
      }
      await saveFile(response, `${config.list}.xlsx`);
    } catch {
      alerts.failure(EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline export-button" onClick={() => void run()} disabled={busy} aria-busy={busy} title="Export to Excel (.xlsx)">
      <FontAwesomeIcon icon={faFileExport} />
      {busy ? 'Exporting…' : 'Export'}
    </button>
  );
}
