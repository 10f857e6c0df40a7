import { Suspense, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate, useParams } from 'react-router';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/Modal';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import type { CustomerFormPageQuery, CustomerFormPageQuery$data } from './__generated__/CustomerFormPageQuery.graphql';
import type { CustomerFormPageCreateMutation } from './__generated__/CustomerFormPageCreateMutation.graphql';
import type { CustomerFormPageUpdateMutation } from './__generated__/CustomerFormPageUpdateMutation.graphql';
import type { CustomerFormPageDeleteMutation } from './__generated__/CustomerFormPageDeleteMutation.graphql';
import { AddressPanel, addressLabel, useDeleteAddress, type PanelAddress } from './AddressPanel';
import { CustomerForm, EMPTY_CUSTOMER, type CustomerErrors, type CustomerFormValues } from './CustomerForm';

export const CUSTOMER_FAILED = 'Failed to create customer.';
export const NO_CUSTOMER_RETURNED = 'DB OP FAILED, NO CUSTOMER RETURNED.';

const formQuery = graphql`
  query CustomerFormPageQuery($rowId: Int!, $edit: Boolean!) {
    customer(rowId: $rowId) @include(if: $edit) {
      ...CustomerFormPage_customer @relay(mask: false)
    }
  }
`;

graphql`
  fragment CustomerFormPage_customer on Customer {
    id
    rowId
    pid
    erpId
    companyName
    description
    primaryContact {
      id
      firstName
      lastName
      email
      phone
    }
    billingAddress {
      id
      address
      address2
      city
      state
      zip
      country
    }
    shippingAddresses {
      ...AddressPanel_address @relay(mask: false)
    }
  }
`;

const createMutation = graphql`
  mutation CustomerFormPageCreateMutation($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...CustomerFormPage_customer @relay(mask: false)
    }
  }
`;
const updateMutation = graphql`
  mutation CustomerFormPageUpdateMutation($id: Int!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...CustomerFormPage_customer @relay(mask: false)
    }
  }
`;
const deleteMutation = graphql`
  mutation CustomerFormPageDeleteMutation($id: Int!) {
    deleteCustomer(id: $id) @deleteRecord
  }
`;

type CustomerData = NonNullable<CustomerFormPageQuery$data['customer']>;

function toValues(c: CustomerData | null | undefined): CustomerFormValues {
  if (!c) return EMPTY_CUSTOMER;
  const b = c.billingAddress;
  return {
    companyName: c.companyName,
    erpId: c.erpId ?? '',
    description: c.description,
    firstName: c.primaryContact?.firstName ?? '',
    lastName: c.primaryContact?.lastName ?? '',
    email: c.primaryContact?.email ?? '',
    phone: c.primaryContact?.phone ?? '',
    billing: {
      address: b?.address ?? '',
      address2: b?.address2 ?? '',
      city: b?.city ?? '',
      state: b?.state || 'default',
      zip: b?.zip ?? '',
      country: b?.country ?? 'US',
    },
  };
}

/** The server names the field at fault; billing address fields come without the prefix. */
function fieldErrors(error: Error & { source?: unknown }): CustomerErrors {
  const first = (error as { errors?: { message: string; extensions?: { field?: string } }[] }).errors?.[0];
  const source = (error as { source?: { errors?: { message: string; extensions?: { field?: string } }[] } }).source?.errors?.[0];
  const e = first ?? source;
  const field = e?.extensions?.field;
  return field && e ? { [field.replace(/^contact\./, '')]: e.message } : {};
}

function ShippingAddresses({ customer, onChanged }: { customer: CustomerData; onChanged(): void }) {
  const [panel, setPanel] = useState<{ address: PanelAddress | null } | null>(null);
  const [deleting, setDeleting] = useState<PanelAddress | null>(null);
  const [deleteAddress] = useDeleteAddress();
  // A deleted address (`@deleteRecord`) reads as null in the list until it is reloaded.
  const addresses = customer.shippingAddresses.filter((a) => a != null);
  return (
    <section className="customer-form__section" aria-labelledby="customer-shipping">
      <div className="customer-form__section-head">
        <h2 id="customer-shipping">Shipping Addresses</h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setPanel({ address: null })}>
          <FontAwesomeIcon icon={faPlus} />
          Add Shipping Address
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className="shipping-list__empty">No shipping addresses yet.</p>
      ) : (
        <ul className="shipping-list">
          {addresses.map((a) => (
            <li key={a.id} className="shipping-list__item">
              <span className="shipping-list__text">
                {[a.address, a.address2].filter(Boolean).join(', ')}
                {a.address || a.address2 ? ', ' : ''}
                {a.city}, {a.state} {a.zip}
              </span>
              <span className="row-actions">
                <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Edit shipping address ${a.rowId}`} title="Edit" onClick={() => setPanel({ address: a })}>
                  <FontAwesomeIcon icon={faPenToSquare} />
                </button>
                <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Delete shipping address ${a.rowId}`} title="Delete" onClick={() => setDeleting(a)}>
                  <FontAwesomeIcon icon={faTrashCan} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <AddressPanel open={panel !== null} address={panel?.address ?? null} customerId={customer.rowId} onClose={() => setPanel(null)} onChanged={onChanged} />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Are you sure you want to delete ${addressLabel(deleting)}?` : ''}
        confirmLabel="Yes"
        cancelLabel="No"
        tone="danger"
        onConfirm={() => {
          if (deleting) deleteAddress(deleting.rowId, onChanged);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function CustomerFormLoader({ rowId, edit }: { rowId: number; edit: boolean }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const environment = useRelayEnvironment();
  const { data } = useRouteQuery<CustomerFormPageQuery>(formQuery);
  // Reloads the shipping addresses into the store without suspending, so unsaved form edits stay.
  const reload = () => fetchQuery<CustomerFormPageQuery>(environment, formQuery, { rowId, edit }).subscribe({});
  const [commitCreate, creating] = useMutation<CustomerFormPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<CustomerFormPageUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<CustomerFormPageDeleteMutation>(deleteMutation);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CustomerErrors>({});
  const customer = data.customer;
  const listPath = `/Customers/${customer?.pid ?? user?.pid ?? ''}`;

  if (edit && !customer) return <CustomerNotFound />;

  const failed = (error: Error) => {
    setServerErrors(fieldErrors(error));
    alerts.failure(CUSTOMER_FAILED);
  };

  return (
    <CustomerForm
      key={customer?.id ?? 'new'}
      mode={edit ? 'edit' : 'create'}
      initial={toValues(customer)}
      submitting={creating || updating || deleting}
      submitted={submitted}
      serverErrors={serverErrors}
      onCancel={() => navigate(listPath)}
      onSave={(input) => {
        setServerErrors({});
        if (!edit) {
          commitCreate({
            variables: { input },
            onCompleted: (response) => {
              const created = response.createCustomer;
              if (!created) {
                alerts.failure(NO_CUSTOMER_RETURNED);
                return;
              }
              alerts.success(`Successfully created Customer: ${created.rowId}`);
              navigate(`/Customer/${created.rowId}`, { replace: true });
            },
            onError: failed,
          });
        } else {
          commitUpdate({
            variables: { id: rowId, input },
            onCompleted: (response) => {
              const updated = response.updateCustomer;
              if (!updated) {
                alerts.failure(NO_CUSTOMER_RETURNED);
                return;
              }
              setSubmitted(true);
              alerts.success(`Successfully updated Customer: ${updated.rowId}`);
            },
            onError: failed,
          });
        }
      }}
      onDelete={() =>
        commitDelete({
          variables: { id: rowId },
          onCompleted: () => {
            alerts.success(`Succesfully Deleted Customer: ${customer?.companyName || rowId}`);
            navigate(listPath, { replace: true });
          },
          onError: (error) => alerts.failure(error.message),
        })
      }
      shipping={customer ? <ShippingAddresses customer={customer} onChanged={reload} /> : <p className="shipping-list__empty">Save the customer to add shipping addresses.</p>}
    />
  );
}

export function CustomerFormPage() {
  const params = useParams();
  const edit = params.id !== 'create';
  const rowId = edit ? parseRowId(params.id) : 0;
  if (rowId === null) return <CustomerNotFound />;
  return (
    <NotFoundBoundary key={params.id} what="Customer" back="/Administration">
      <Page>
        <PageHeader title={edit ? 'Edit Customer' : 'Create Customer'} back />
        <Suspense fallback={<LoadingIndicator label="Loading customer" />}>
          <CustomerFormLoader key={params.id} rowId={rowId} edit={edit} />
        </Suspense>
      </Page>
    </NotFoundBoundary>
  );
}

const CustomerNotFound = () => <NotFound what="Customer" back="/Administration" />;
