import { Suspense, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { Navigate, useNavigate, useParams } from 'react-router';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import type { PlatformFormPageQuery, PlatformFormPageQuery$data } from './__generated__/PlatformFormPageQuery.graphql';
import type { PlatformFormPageCreateMutation } from './__generated__/PlatformFormPageCreateMutation.graphql';
import type { PlatformFormPageUpdateMutation } from './__generated__/PlatformFormPageUpdateMutation.graphql';
import { EMPTY_ERP, EMPTY_PLATFORM, PlatformForm, type PlatformFormValues } from './PlatformForm';

const formQuery = graphql`
  query PlatformFormPageQuery($rowId: Int, $edit: Boolean!) {
    platform(rowId: $rowId) @include(if: $edit) {
      ...PlatformFormPage_platform @relay(mask: false)
    }
  }
`;

graphql`
  fragment PlatformFormPage_platform on Platform {
    id
    rowId
    name
    emailAddresses
    integration
    requireMFA
    requireHttps
    importFormulaResults
    csiOrderCompleteString
    marginFloorPercent
    maxDiscountPercents
    isDefault
    erpSettings {
      baseUrl
      config
      site
      username
      hasToken
      hasPassword
    }
  }
`;

const createMutation = graphql`
  mutation PlatformFormPageCreateMutation($input: PlatformInput!) {
    createPlatform(input: $input) {
      ...PlatformFormPage_platform @relay(mask: false)
    }
  }
`;
const updateMutation = graphql`
  mutation PlatformFormPageUpdateMutation($id: Int!, $input: PlatformInput!) {
    updatePlatform(id: $id, input: $input) {
      ...PlatformFormPage_platform @relay(mask: false)
    }
  }
`;

type PlatformData = NonNullable<PlatformFormPageQuery$data['platform']>;

function toValues(p: PlatformData | null | undefined): PlatformFormValues {
  if (!p) return EMPTY_PLATFORM;
  return {
    name: p.name,
    emailAddresses: p.emailAddresses.length ? [...p.emailAddresses] : [''],
    integration: p.integration,
    requireMFA: p.requireMFA,
    requireHttps: p.requireHttps,
    importFormulaResults: p.importFormulaResults,
    csiOrderCompleteString: p.csiOrderCompleteString,
    erp: { ...EMPTY_ERP, ...(p.erpSettings ?? {}) },
    marginFloorPercent: p.marginFloorPercent == null ? '' : String(p.marginFloorPercent),
    maxDiscountPercents: Object.fromEntries(Object.entries((p.maxDiscountPercents ?? {}) as Record<string, unknown>).map(([level, v]) => [level, String(v)])),
  };
}

type ServerError = { field?: string; message: string } | null;

function serverError(error: Error): ServerError {
  const first = (error as { errors?: { message: string; extensions?: { field?: string } }[] }).errors?.[0];
  return first ? { field: first.extensions?.field, message: first.message } : { message: error.message };
}

function PlatformFormLoader({ edit }: { edit: boolean; rowId: number }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const data = useRouteQuery<PlatformFormPageQuery>(formQuery).data;
  const [commitCreate, creating] = useMutation<PlatformFormPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<PlatformFormPageUpdateMutation>(updateMutation);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<ServerError>(null);
  const platform = data.platform;
  const { user } = useViewer();

  const failed = (e: Error) => {
    const found = serverError(e);
    setError(found);
    alerts.failure(found?.message ?? 'Failed to save platform.');
  };

  return (
    <PlatformForm
      key={platform?.id ?? 'new'}
      initial={toValues(platform)}
      submitting={creating || updating}
      submitted={submitted}
      serverError={error}
      superAdmin={(user?.roleLevel ?? 0) >= 9}
      onCancel={() => navigate('/Administration')}
      onSave={(input) => {
        setError(null);
        if (!edit) {
          commitCreate({
            variables: { input },
            onCompleted: (r) => {
              alerts.success(`Successfully created Platform: ${r.createPlatform.rowId}`);
              navigate(`/Platforms/edit/${r.createPlatform.rowId}`, { replace: true });
            },
            onError: failed,
          });
        } else if (platform) {
          commitUpdate({
            variables: { id: platform.rowId, input },
            onCompleted: (r) => {
              setSubmitted(true);
              alerts.success(`Successfully updated Platform: ${r.updatePlatform.rowId}`);
            },
            onError: failed,
          });
        }
      }}
    />
  );
}

export function PlatformFormPage() {
  const params = useParams();
  const { user } = useViewer();
  const edit = params.action === 'edit';
  const create = params.action === 'create';
  const rowId = params.pid === undefined ? (user?.pid ?? 0) : parseRowId(params.pid);
  if (create && (user?.roleLevel ?? 0) < 9) return <Navigate to="/Administration" replace />;
  if ((!edit && !create) || rowId === null) return <NotFound what="Platform" back="/Administration" />;
  return (
    <NotFoundBoundary key={`${params.action}-${rowId}`} what="Platform" back="/Administration">
      <Page narrow>
        <PageHeader title={create ? 'Create Platform' : 'Edit System Settings'} back="/Administration" />
        <Suspense fallback={<LoadingIndicator label="Loading platform" />}>
          <PlatformFormLoader key={`${params.action}-${rowId}`} edit={edit} rowId={rowId} />
        </Suspense>
      </Page>
    </NotFoundBoundary>
  );
}
