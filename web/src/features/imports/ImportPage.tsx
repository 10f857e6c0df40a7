import { Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { useSession } from '../../app/SessionProvider';
import { useViewer } from '../../app/ViewerProvider';
import { RoleLevel } from '../../app/access';
import { useAlerts } from '../../ui/alerts';
import { Page, PageHeader } from '../../ui/Page';
import { SelectField } from '../../ui/fields';
import { UploadDropZone, uploadFile } from '../../ui/UploadDropZone';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../ui/Spinner';
import type { ImportPagePlatformsQuery } from './__generated__/ImportPagePlatformsQuery.graphql';
import { CustomerPicker, type CustomerChoice } from './CustomerPicker';
import { ImportResults } from './ImportResults';
import {
  downloadTemplate,
  IMPORT_PATH,
  importStopped,
  importTypeFor,
  saveDownload,
  UPLOAD_FAILED,
  VALIDATION_FAILED,
  type ImportTypeInfo,
  type Outcome,
  type UploadAnswer,
} from './importTypes';
import './imports.css';

const KEY_COLUMNS: Record<ImportTypeInfo['dataType'], string> = {
  Products: 'Part #',
  Customers: 'ERP ID',
  Address: 'address (all of it, for the customer)',
  Users: 'Email Address',
};

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportPage() {
  const { dataType } = useParams();
  const { user } = useViewer();
  const info = importTypeFor(dataType, user?.roleLevel ?? 0);
  if (!info) return <Navigate to="/Imports" replace />;
  return <ImportScreen key={info.dataType} info={info} />;
}

function ImportScreen({ info }: { info: ImportTypeInfo }) {
  const { user } = useViewer();
  const { authHeaders } = useSession();
  const alerts = useAlerts();
  const [pid, setPid] = useState(String(user?.pid ?? ''));
  const [customer, setCustomer] = useState<CustomerChoice | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const superAdmin = (user?.roleLevel ?? 0) >= RoleLevel.SuperAdmin;
  const isAddress = info.dataType === 'Address';
  const targetId = isAddress ? customer?.rowId ?? null : pid || null;

  const [dryRun, setDryRun] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // The user import names the importer's level in the query (spec part 3 §6); the server trusts only the session.
  const uploadPath = `${IMPORT_PATH}/${info.upload}${info.dataType === 'Users' ? `?roleLevel=${user?.roleLevel ?? 0}` : ''}`;

  const onUploaded = (answer: unknown, uploaded: File) => {
    const data = answer as UploadAnswer | null;
    if (!data?.success || !data.result) {
      alerts.failure(UPLOAD_FAILED);
      setOutcome({ kind: 'failed', detail: data?.error ?? null });
      return;
    }
    const result = data.result;
    setFile(result.dryRun ? uploaded : null);
    if (importStopped(result)) alerts.failure(result.message);
    else if (!result.ok) alerts.failure(VALIDATION_FAILED);
    else if (!result.dryRun) alerts.success(result.message);
    setOutcome({ kind: 'answer', answer: result });
  };

  const onError = (error: unknown) => {
    alerts.failure(UPLOAD_FAILED);
    const detail = (error as { data?: { error?: string } })?.data?.error ?? null;
    setOutcome({ kind: 'failed', detail });
  };

  /** Writes the checked file's valid rows: the same file, uploaded again without the dry run. */
  const commit = async () => {
    if (!file || busy) return;
    setBusy(true);
    try {
      onUploaded(await uploadFile(file, { path: uploadPath, id: targetId, headers: authHeaders(), extraFields: { dryRun: 'false' } }), file);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const downloadRejected = async (importId: number) => {
    if (!(await saveDownload('downloadRejectedRows', { id: importId }, 'rejected-rows.xlsx', authHeaders()))) alerts.failure('The rejected rows could not be downloaded.');
  };

  return (
    <Page>
      <PageHeader
        title={`Import ${info.title}`}
        subtitle={`Download the template, fill in one ${info.dataType === 'Address' ? 'address' : info.title.toLowerCase().replace(/s$/, '')} per row and upload it.`}
        back="/Imports"
        actions={
          <>
            <Link to="/Imports/History" className="btn btn-outline">
              Import History
            </Link>
            <button type="button" className="btn btn-secondary" onClick={() => void downloadTemplate(info, authHeaders())}>
              <FontAwesomeIcon icon={faDownload} />
              Download Template
            </button>
          </>
        }
      />
      <section className="import-panel" aria-label="Upload">
        {superAdmin && !isAddress && (
          <Suspense fallback={<LoadingIndicator label="Loading platforms" />}>
            <PlatformSelect value={pid} onChange={setPid} />
          </Suspense>
        )}
        {isAddress && <CustomerPicker value={customer} onChange={setCustomer} />}
        <label className="import-panel__dry-run">
          <input type="checkbox" name="dryRun" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />
          Dry run first: check every row and show what would happen, writing nothing
        </label>
        <UploadDropZone
          path={uploadPath}
          id={targetId}
          extraFields={{ dryRun: String(dryRun) }}
          headers={authHeaders()}
          accept={XLSX_ACCEPT}
          disabled={!targetId}
          label={targetId ? `Drop the ${info.title.toLowerCase()} spreadsheet (.xlsx) here or click to choose it` : 'Choose a customer first'}
          onUploaded={onUploaded}
          onError={onError}
        />
        <p className="import-panel__hint">
          Each row is checked with the same rules as the form. A row whose {KEY_COLUMNS[info.dataType]} already exists updates that record; rows
          with errors are left out and can be downloaded to fix and upload again.
        </p>
      </section>
      <ImportResults outcome={outcome} busy={busy} onCommit={file ? () => void commit() : undefined} onDownloadRejected={(id) => void downloadRejected(id)} />
    </Page>
  );
}

const platformsQuery = graphql`
  query ImportPagePlatformsQuery {
    adminPlatformChoices {
      rowId
      name
    }
  }
`;

function PlatformSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  // Loaded by the route for a super admin's import into a platform.
  const { data } = useRouteQuery<ImportPagePlatformsQuery>(platformsQuery);
  return (
    <SelectField
      label="Platform"
      name="pid"
      required
      value={value}
      onChange={onChange}
      options={data.adminPlatformChoices.map((platform) => ({ value: String(platform.rowId), label: platform.name }))}
      help="The platform the rows are imported into."
    />
  );
}
