import { Suspense, useRef, useState } from 'react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import { prependRow } from '../../ui/pagedList';
import { useRouteQuery } from '../../app/useRouteQuery';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { titledCard } from '../../ui/titledCard';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { SidePanel, SidePanelCancel } from '../../ui/SidePanel';
import { Spinner } from '../../ui/Spinner';
import { useAlerts } from '../../ui/alerts';
import { formatDateTime } from '../../ui/format';
import { describeMutationError } from '../../ui/mutation';
import { useViewer } from '../../app/ViewerProvider';
import type { ApiTokensPageQuery } from './__generated__/ApiTokensPageQuery.graphql';
import type { ApiTokensPage_list$data, ApiTokensPage_list$key } from './__generated__/ApiTokensPage_list.graphql';
import type { ApiTokensRefetchQuery } from './__generated__/ApiTokensRefetchQuery.graphql';
import type { ApiTokensPageCreateMutation } from './__generated__/ApiTokensPageCreateMutation.graphql';
import type { ApiTokensPageRevokeMutation } from './__generated__/ApiTokensPageRevokeMutation.graphql';
import { ApiTokenForm, type ApiTokenErrors, type ApiTokenScopeOption } from './ApiTokenForm';
import './apiTokens.css';

const pageQuery = graphql`
  query ApiTokensPageQuery {
    apiTokenSettings {
      scopes {
        name
        description
        default
      }
      defaultDays
      maxDays
    }
    adminPlatformChoices {
      rowId
      name
    }
    ...ApiTokensPage_list
  }
`;

const listFragment = graphql`
  fragment ApiTokensPage_list on Query
  @refetchable(queryName: "ApiTokensRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }) {
    apiTokens(first: $first, after: $after) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          ...ApiTokensPage_apiToken @relay(mask: false)
        }
      }
    }
  }
`;

graphql`
  fragment ApiTokensPage_apiToken on ApiToken {
    id
    rowId
    name
    platformName
    scopes
    createdByName
    createdAt
    expiresAt
    lastUsedAt
    status
  }
`;

const createMutation = graphql`
  mutation ApiTokensPageCreateMutation($name: String!, $pid: Int, $scopes: [String!], $expiresInDays: Int) {
    createApiToken(name: $name, pid: $pid, scopes: $scopes, expiresInDays: $expiresInDays) {
      token
      apiToken {
        ...ApiTokensPage_apiToken @relay(mask: false)
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation ApiTokensPageRevokeMutation($id: Int!) {
    revokeApiToken(id: $id) {
      ...ApiTokensPage_apiToken @relay(mask: false)
    }
  }
`;

type ApiTokenRow = ApiTokensPage_list$data['apiTokens']['edges'][number]['node'];

export const API_TOKEN_STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
  CREATOR_LOST_ACCESS: 'Creator lost access',
};

function apiTokenColumns(showPlatform: boolean): Column<ApiTokenRow>[] {
  return [
    { key: 'name', header: 'Name' },
    ...(showPlatform ? [{ key: 'platformName', header: 'Platform' }] : []),
    { key: 'scopes', header: 'Scopes', render: (t) => t.scopes.join(', ') },
    { key: 'createdByName', header: 'Created By' },
    { key: 'createdAt', header: 'Created', render: (t) => formatDateTime(t.createdAt) },
    { key: 'expiresAt', header: 'Expires', render: (t) => formatDateTime(t.expiresAt) },
    { key: 'lastUsedAt', header: 'Last Used', render: (t) => (t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never') },
    {
      key: 'status',
      header: 'Status',
      width: 170,
      render: (t) => <span className={`api-token-status api-token-status--${t.status.toLowerCase()}`}>{API_TOKEN_STATUS_LABELS[t.status] ?? t.status}</span>,
    },
  ];
}

/** The new token, shown once, with a copy button. */
function NewTokenDialog({ created, onClose }: { created: { name: string; token: string } | null; onClose(): void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('failed');
    }
  };
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Modal
      open={created !== null}
      onClose={close}
      title="API Token Created"
      maxWidth={640}
      footer={
        <button type="button" className="btn btn-primary" onClick={close}>
          Done
        </button>
      }
    >
      <p className="api-token-once">
        Copy the token for <strong>{created?.name}</strong> now: it is shown only once. Systems send it in the header <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <div className="api-token-secret">
        <input ref={input} className="field__control api-token-secret__value" readOnly aria-label="New API token" value={created?.token ?? ''} onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </button>
      </div>
      {copied === 'failed' && <p className="field__help">The token is selected: press Ctrl+C (⌘C) to copy it.</p>}
    </Modal>
  );
}

interface ApiTokenListProps {
  query: ApiTokensPage_list$key;
  scopes: readonly ApiTokenScopeOption[];
  defaultDays: number;
  maxDays: number;
  platforms: readonly { rowId: number; name: string }[];
}

function ApiTokenList({ query, scopes, defaultDays, maxDays, platforms }: ApiTokenListProps) {
  const alerts = useAlerts();
  const { user } = useViewer();
  const [data, refetch] = useRefetchableFragment<ApiTokensRefetchQuery, ApiTokensPage_list$key>(listFragment, query);
  const [page, setPage] = useState<{ first: number; after: string | null }>({ first: 12, after: null });
  const [creating, setCreating] = useState(false);
  const [serverErrors, setServerErrors] = useState<ApiTokenErrors>({});
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);
  const [commitCreate, saving] = useMutation<ApiTokensPageCreateMutation>(createMutation);
  const [commitRevoke] = useMutation<ApiTokensPageRevokeMutation>(revokeMutation);
  const columns = apiTokenColumns((user?.roleLevel ?? 0) >= 9);

  const reload = (next = page) => {
    setPage(next);
    refetch(next, { fetchPolicy: 'network-only' });
  };

  const closePanel = () => {
    setCreating(false);
    setServerErrors({});
  };

  const create = (input: { name: string; pid: number; scopes: string[]; expiresInDays: number }) => {
    const firstPage = { ...page, after: null };
    commitCreate({
      variables: input,
      // Tokens are listed newest first: the new one heads the first page.
      updater: (store) => prependRow(store, { field: 'apiTokens', args: firstPage }, store.getRootField('createApiToken')?.getLinkedRecord('apiToken') ?? null, 'ApiTokenEdge'),
      onCompleted: (response, errors) => {
        if (errors?.length) return setServerErrors(fieldErrors(errors));
        closePanel();
        setCreated({ name: response.createApiToken.apiToken.name, token: response.createApiToken.token });
        if (page.after !== null) {
          setPage(firstPage);
          refetch(firstPage, { fetchPolicy: 'store-or-network' });
        }
      },
      onError: (error) => setServerErrors(fieldErrors(error)),
    });
  };

  const revoke = (token: ApiTokenRow) => {
    commitRevoke({
      variables: { id: token.rowId },
      onCompleted: () => alerts.success(`Revoked API token: ${token.name}`),
      onError: (error) => alerts.failure(describeMutationError(error).message),
    });
  };

  return (
    <>
      <ListScreen<ApiTokenRow>
        title="API Tokens"
        subtitle="Tokens partner systems use instead of signing in. Each acts only on its platform, with its scopes, until it expires or is revoked."
        back="/Administration"
        onCreate={() => setCreating(true)}
        createLabel="New API Token"
        columns={columns}
        rows={data.apiTokens.edges.flatMap((edge) => (edge.node ? [edge.node] : []))}
        getRowId={(t) => t.id}
        emptyText="No API tokens yet."
        rowActions={(t) =>
          t.status === 'REVOKED' ? null : (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
              Revoke
            </button>
          )
        }
        onRefetch={() => reload()}
        totalCount={data.apiTokens.totalCount}
        pageSize={page.first}
        pageCursors={data.apiTokens.pageCursors}
        onPageChange={(after) => reload({ ...page, after })}
        onPageSizeChange={(first) => reload({ first, after: null })}
        renderCard={titledCard(columns, 'name')}
      />
      <SidePanel
        open={creating}
        onClose={closePanel}
        title="New API Token"
        footer={
          <>
            <SidePanelCancel />
            <button type="submit" form="api-token-form" className="btn btn-primary" disabled={saving}>
              {saving && <Spinner size="sm" label="Creating" />}
              Create
            </button>
          </>
        }
      >
        {creating && (
          <ApiTokenForm
            id="api-token-form"
            scopes={scopes}
            defaultDays={defaultDays}
            maxDays={maxDays}
            platforms={platforms}
            defaultPid={user?.pid ?? platforms[0]?.rowId ?? 0}
            serverErrors={serverErrors}
            onSubmit={create}
          />
        )}
      </SidePanel>
      <NewTokenDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API Token"
        message={`Revoke ${revoking?.name ?? ''}? Systems using it are refused from now on; this cannot be undone.`}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        tone="danger"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const token = revoking;
          setRevoking(null);
          if (token) revoke(token);
        }}
      />
    </>
  );
}

/** The server's message under the field it names (or the name field when it names none). */
function fieldErrors(error: unknown): ApiTokenErrors {
  const { message, field } = describeMutationError(Array.isArray(error) ? { errors: error } : error);
  return { [field === 'scopes' || field === 'expiresInDays' || field === 'pid' ? field : 'name']: message };
}

function ApiTokensLoader() {
  const data = useRouteQuery<ApiTokensPageQuery>(pageQuery).data;
  const settings = data.apiTokenSettings;
  return <ApiTokenList query={data} scopes={settings.scopes} defaultDays={settings.defaultDays} maxDays={settings.maxDays} platforms={data.adminPlatformChoices} />;
}

export function ApiTokensPage() {
  return (
    <Suspense fallback={<ListScreen<ApiTokenRow> title="API Tokens" back="/Administration" columns={apiTokenColumns(false)} rows={[]} getRowId={(t) => t.id} loading />}>
      <ApiTokensLoader />
    </Suspense>
  );
}
