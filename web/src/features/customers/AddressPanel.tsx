import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { dropDeletedRows, prependRow, type PagedList } from '../../ui/pagedList';
import { ConfirmDialog } from '../../ui/Modal';
import { SelectField, TextField } from '../../ui/fields';
import { SidePanel, SidePanelCancel } from '../../ui/SidePanel';
import { useAlerts } from '../../ui/alerts';
import { Spinner } from '../../ui/Spinner';
import type { AddressPanelCreateMutation } from './__generated__/AddressPanelCreateMutation.graphql';
import type { AddressPanelUpdateMutation } from './__generated__/AddressPanelUpdateMutation.graphql';
import type { AddressPanelDeleteMutation } from './__generated__/AddressPanelDeleteMutation.graphql';
import { StateField, stateProblem, stateValue } from '../../ui/StateField';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

graphql`
  fragment AddressPanel_address on Address {
    id
    rowId
    customerId
    address
    address2
    city
    state
    zip
    country
    addressType
  }
`;

const createMutation = graphql`
  mutation AddressPanelCreateMutation($input: AddressInput!) {
    createAddress(input: $input) {
      ...AddressPanel_address @relay(mask: false)
    }
  }
`;
const updateMutation = graphql`
  mutation AddressPanelUpdateMutation($id: Int!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...AddressPanel_address @relay(mask: false)
    }
  }
`;
const deleteMutation = graphql`
  mutation AddressPanelDeleteMutation($id: Int!) {
    deleteAddress(id: $id) @deleteRecord
  }
`;

export interface PanelAddress {
  rowId: number;
  customerId?: number | null;
  address?: string | null;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  addressType: number;
}

export const SHIPPING = 2;
/** Only the shipping type is offered. */
export const ADDRESS_TYPE_OPTIONS = [{ value: String(SHIPPING), label: 'Shipping' }];

interface Values {
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  addressType: string;
}

const toValues = (a: PanelAddress | null): Values => ({
  address: a?.address ?? '',
  address2: a?.address2 ?? '',
  city: a?.city ?? '',
  state: a?.state || 'default',
  zip: a?.zip ?? '',
  country: a?.country ?? 'US',
  addressType: String(SHIPPING),
});

type Errors = Partial<Record<keyof Values, string>>;

export function validateAddress(values: Values): Errors {
  const errors: Errors = {};
  if (!values.city.trim()) errors.city = FORM_MESSAGES.cityRequired;
  const state = stateProblem(values.state, values.country);
  if (state) errors.state = state;
  if (!values.zip.trim()) errors.zip = FORM_MESSAGES.zipRequired;
  if (!values.country.trim()) errors.country = FORM_MESSAGES.countryRequired;
  return errors;
}

export interface AddressPanelProps {
  open: boolean;
  /** null creates a new address */
  address: PanelAddress | null;
  /** the customer a new address belongs to */
  customerId?: number | null;
  onClose(): void;
  /** Called after a save or delete (for example to reload a screen that shows the address). */
  onChanged?(): void;
  /** The page of addresses on screen: a created address is put on it and a deleted one taken off. */
  list?: PagedList;
}

/** Deletes an address with the spec's success message; failures are only logged. */
export function useDeleteAddress(list?: PagedList) {
  const alerts = useAlerts();
  const [commitDelete, deleting] = useMutation<AddressPanelDeleteMutation>(deleteMutation);
  const remove = (rowId: number, onDone?: () => void) =>
    commitDelete({
      variables: { id: rowId },
      updater: list ? (store) => dropDeletedRows(store, list) : undefined,
      onCompleted: () => {
        alerts.success(`Successfully deleted Address with the ID of ${rowId}`);
        onDone?.();
      },
      onError: (error) => console.error('Address delete failed', error),
    });
  return [remove, deleting] as const;
}

export const addressLabel = (a: { rowId: number; address?: string | null; address2?: string | null }) =>
  [a.address, a.address2].filter(Boolean).join(' ') || `Address ${a.rowId}`;

export function AddressPanel({ open, address, customerId, onClose, onChanged, list }: AddressPanelProps) {
  const alerts = useAlerts();
  const [values, setValues] = useState<Values>(() => toValues(address));
  const [errors, setErrors] = useState<Errors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [commitCreate, creating] = useMutation<AddressPanelCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<AddressPanelUpdateMutation>(updateMutation);
  const [deleteAddress, deleting] = useDeleteAddress(list);
  const busy = creating || updating || deleting;

  useEffect(() => {
    if (open) {
      setValues(toValues(address));
      setErrors({});
    }
  }, [open, address]);

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  // Failures are only logged (spec part 2 §8); the server's message marks the field it names.
  const failed = (error: Error) => {
    console.error('Address save failed', error);
    const field = (['city', 'state', 'zip', 'country'] as const).find((f) => error.message.toLowerCase().includes(f === 'zip' ? 'zip' : f));
    if (field) setErrors({ [field]: error.message });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The placeholder "default" goes to the server as an empty State.
    const input = { ...values, state: stateValue(values.state), addressType: Number(values.addressType) };
    if (address) {
      commitUpdate({
        variables: { id: address.rowId, input },
        onCompleted: (r) => {
          alerts.success(`Successfully updated Address: ${r.updateAddress.rowId}`);
          onChanged?.();
          onClose();
        },
        onError: failed,
      });
    } else {
      commitCreate({
        variables: { input: { ...input, ...(customerId ? { customerId } : {}) } },
        updater: list ? (store) => prependRow(store, list, store.getRootField('createAddress'), 'AddressEdge') : undefined,
        onCompleted: (r) => {
          alerts.success(`Successfully created Address: ${r.createAddress.rowId}`);
          onChanged?.();
          onClose();
        },
        onError: failed,
      });
    }
  };

  const remove = () => {
    if (!address) return;
    setConfirmDelete(false);
    deleteAddress(address.rowId, () => {
      onChanged?.();
      onClose();
    });
  };

  const label = address ? addressLabel(address) : '';

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={address ? `Edit Address ${address.rowId}` : 'Create Address'}
      footer={
        <>
          {address && (
            <>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmDelete(true)}>
                Delete
              </button>
              <span className="side-panel__spacer" />
            </>
          )}
          <SidePanelCancel />
          <button type="submit" form="address-panel-form" className="btn btn-primary" disabled={busy}>
            {busy && <Spinner size="sm" label="Saving" />}
            Save
          </button>
        </>
      }
    >
      <form id="address-panel-form" noValidate onSubmit={submit} aria-label="Address">
        <TextField label="Address Line 1" name="address" autoComplete="address-line1" value={values.address} onChange={set('address')} />
        <TextField label="Address Line 2" name="address2" autoComplete="address-line2" value={values.address2} onChange={set('address2')} />
        <StateField country={values.country} value={values.state} onChange={set('state')} error={errors.state} />
        <TextField label="City" name="city" required autoComplete="address-level2" value={values.city} onChange={set('city')} error={errors.city} />
        <TextField label="Zip Code" name="zip" required autoComplete="postal-code" value={values.zip} onChange={set('zip')} error={errors.zip} />
        <TextField label="Country" name="country" required autoComplete="country" value={values.country} onChange={set('country')} error={errors.country} />
        <SelectField label="Address Type" name="addressType" options={ADDRESS_TYPE_OPTIONS} value={values.addressType} onChange={set('addressType')} />
      </form>
      <ConfirmDialog
        open={confirmDelete}
        message={`Are you sure you want to delete ${label}?`}
        confirmLabel="Yes"
        cancelLabel="No"
        tone="danger"
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </SidePanel>
  );
}
