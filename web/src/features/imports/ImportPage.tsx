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
import { UploadDropZone } from '../../ui/UploadDropZone';
import { LoadingIndicator } from '../../ui/Spinner';
import type { ImportPagePlatformsQuery } from './__generated__/ImportPagePlatformsQuery.graphql';
import { CustomerPicker, type CustomerChoice } from './CustomerPicker';
import { ImportResults } from './ImportResults';
import {
  downloadTemplate,
  IMPORT_PATH,
  importTypeFor,
  UPLOAD_FAILED,
  VALIDATION_FAILED,
  type ImportTypeInfo,
  type Outcome,
  type RowError,
  type UploadAnswer,
} from './importTypes';
import './imports.css';

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

  const onUploaded = (answer: unknown) => {
    const data = answer as UploadAnswer | null;
    if (!data?.success || !data.result) {
      alerts.failure(UPLOAD_FAILED);
      setOutcome({ kind: 'failed', detail: data?.error ?? null });
      return;
    }
    const [valid, detail] = data.result;
    if (valid) {
      alerts.success(detail as string);
      setOutcome({ kind: 'done', message: detail as string });
    } else {
      alerts.failure(VALIDATION_FAILED);
      setOutcome({ kind: 'invalid', detail: detail as RowError[] | string });
    }
  };

  const onError = (error: unknown) => {
    alerts.failure(UPLOAD_FAILED);
    const detail = (error as { data?: { error?: string } })?.data?.error ?? null;
    setOutcome({ kind: 'failed', detail });
  };

  return (
    <Page>
      <PageHeader
        title={`Import ${info.title}`}
        subtitle={`Download the template, fill in one ${info.dataType === 'Address' ? 'address' : info.title.toLowerCase().replace(/s$/, '')} per row and upload it.`}
        back="/Imports"
        actions={
          <button type="button" className="btn btn-secondary" onClick={() => void downloadTemplate(info, authHeaders())}>
            <FontAwesomeIcon icon={faDownload} />
            Download Template
          </button>
        }
      />
      <section className="import-panel" aria-label="Upload">
        {superAdmin && !isAddress && (
          <Suspense fallback={<LoadingIndicator label="Loading platforms" />}>
            <PlatformSelect value={pid} onChange={setPid} />
          </Suspense>
        )}
        {isAddress && <CustomerPicker value={customer} onChange={setCustomer} />}
        <UploadDropZone
          // The user import names the importer's level in the query (spec part 3 §6); the server trusts only the session.
          path={`${IMPORT_PATH}/${info.upload}${info.dataType === 'Users' ? `?roleLevel=${user?.roleLevel ?? 0}` : ''}`}
          id={targetId}
          headers={authHeaders()}
          accept={XLSX_ACCEPT}
          disabled={!targetId}
          label={targetId ? `Drop the ${info.title.toLowerCase()} spreadsheet (.xlsx) here or click to choose it` : 'Choose a customer first'}
          onUploaded={(answer) => onUploaded(answer)}
          onError={onError}
        />
        <p className="import-panel__hint">
          The whole file is checked first: if any row has a problem nothing is imported and every problem is listed below.
        </p>
      </section>
      <ImportResults outcome={outcome} />
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
