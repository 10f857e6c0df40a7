import { Suspense, useState } from 'react';
import { useSession } from '../../app/SessionProvider';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { titledCard } from '../../ui/titledCard';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { AddressesPageQuery } from './__generated__/AddressesPageQuery.graphql';
import type { AddressesPage_query$data, AddressesPage_query$key } from './__generated__/AddressesPage_query.graphql';
import type { AddressesRefetchQuery, AddressOrderField } from './__generated__/AddressesRefetchQuery.graphql';
import { ConfirmDialog } from '../../ui/Modal';
import { AddressPanel, addressLabel, useDeleteAddress, type PanelAddress } from './AddressPanel';
import './customers.css';

const pageQuery = graphql`
  query AddressesPageQuery {
    ...AddressesPage_query
  }
`;

const listFragment = graphql`
  fragment AddressesPage_query on Query
  @refetchable(queryName: "AddressesRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "AddressOrder", defaultValue: { field: address, direction: ASC } }
    search: { type: "String" }
  ) {
    addresses(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          ...AddressPanel_address @relay(mask: false)
        }
      }
    }
  }
`;

type AddressRow = AddressesPage_query$data['addresses']['edges'][number]['node'];

export const DEFAULT_ADDRESS_ORDER: ListOrder<AddressOrderField> = { field: 'address', direction: 'ASC' };

/** Address lines 1 and 2 joined. */
export const addressLine = (a: { address?: string | null; address2?: string | null }) => [a.address, a.address2].filter(Boolean).join(', ');

const baseColumns: Column<AddressRow>[] = [
  { key: 'rowId', header: 'ID', sortField: 'id', width: 80 },
  { key: 'address', header: 'Address', sortField: 'address', value: addressLine, width: 280 },
  { key: 'city', header: 'City', sortField: 'city' },
  { key: 'state', header: 'State', sortField: 'state', width: 90 },
  { key: 'zip', header: 'Zip', sortField: 'zip', width: 110 },
];

function AddressList({ query }: { query: AddressesPage_query$key }) {
  const [data, refetch] = useRefetchableFragment<AddressesRefetchQuery, AddressesPage_query$key>(listFragment, query);
  const list = useListState<AddressOrderField>({ defaultOrder: DEFAULT_ADDRESS_ORDER });
  const { authHeaders } = useSession();
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) => refetch(variables, options));
  const [panel, setPanel] = useState<{ address: PanelAddress | null } | null>(null);
  const [deleting, setDeleting] = useState<AddressRow | null>(null);
  // The page on screen, which a created or deleted address changes in the store.
  const page = { field: 'addresses', args: list.variables };
  const [deleteAddress] = useDeleteAddress(page);

  const columns: Column<AddressRow>[] = [
    ...baseColumns,
    {
      key: 'actions',
      header: 'Actions',
      width: 120,
      render: (a) => (
        <span className="row-actions">
          <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Edit address ${a.rowId}`} title="Edit" onClick={(e) => { e.stopPropagation(); setPanel({ address: a }); }}>
            <FontAwesomeIcon icon={faPenToSquare} />
          </button>
          <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Delete address ${a.rowId}`} title="Delete" onClick={(e) => { e.stopPropagation(); setDeleting(a); }}>
            <FontAwesomeIcon icon={faTrashCan} />
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <ListScreen<AddressRow>
        title="Addresses"
        exportList={{ list: 'addresses', authHeaders }}
        back="/Administration"
        onCreate={() => setPanel({ address: null })}
        columns={columns}
        rows={data.addresses.edges.flatMap((edge) => (edge.node ? [edge.node] : []))}
        getRowId={(a) => a.id}
        loading={isPending}
        onRowClick={(a) => setPanel({ address: a })}
        sort={list.order}
        onSort={(field) => list.toggleSort(field as AddressOrderField)}
        search={list.search}
        onSearch={list.setSearch}
        onRefetch={refresh}
        totalCount={data.addresses.totalCount}
        pageSize={list.pageSize}
        pageCursors={data.addresses.pageCursors}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        renderCard={titledCard(columns, 'address')}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Are you sure you want to delete ${addressLabel(deleting)}?` : ''}
        confirmLabel="Yes"
        cancelLabel="No"
        tone="danger"
        onConfirm={() => {
          if (deleting) deleteAddress(deleting.rowId);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      <AddressPanel open={panel !== null} address={panel?.address ?? null} onClose={() => setPanel(null)} list={page} />
    </>
  );
}

function AddressesLoader() {
  const data = useRouteQuery<AddressesPageQuery>(pageQuery).data;
  return <AddressList query={data} />;
}

export function AddressesPage() {
  return (
    <Suspense fallback={<ListScreen<AddressRow> title="Addresses" back="/Administration" columns={baseColumns} rows={[]} getRowId={(a) => a.id} loading />}>
      <AddressesLoader />
    </Suspense>
  );
}
