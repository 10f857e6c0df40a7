import { useEffect, useRef, useState, type FormEvent } from 'react';
import { commitMutation, fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { EMPTY_VALUE, formatPhone } from '../../ui/format';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import type { CustomerTab_quote$data, CustomerTab_quote$key } from './__generated__/CustomerTab_quote.graphql';
import type { CustomerTabPickerQuery, CustomerTabPickerQuery$data } from './__generated__/CustomerTabPickerQuery.graphql';
import type { CustomerTabSetCustomerMutation } from './__generated__/CustomerTabSetCustomerMutation.graphql';
import type { CustomerTabUpdateQuoteMutation, UpdateQuoteInput } from './__generated__/CustomerTabUpdateQuoteMutation.graphql';
import type { CustomerTabContactMutation } from './__generated__/CustomerTabContactMutation.graphql';
import type { CustomerTabCreateAddressMutation, AddressInput } from './__generated__/CustomerTabCreateAddressMutation.graphql';
import type { CustomerTabUpdateAddressMutation } from './__generated__/CustomerTabUpdateAddressMutation.graphql';
import type { CustomerTabDeleteAddressMutation } from './__generated__/CustomerTabDeleteAddressMutation.graphql';
import { StateField, stateProblem, stateValue } from '../../ui/StateField';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const CUSTOMER_PICK_DEBOUNCE_MS = 500;
export const REFRESH_COUNTDOWN_SECONDS = 5;
export const MESSAGES = {
  contactUpdated: 'Successfully updated Customer Contact',
  contactFailed: 'Failed to update Customer Contact.',
  shippingUpdated: 'Successfully updated shipping address.',
  addressDeleted: 'Address deleted successfully.',
} as const;

/** The address fields the customer and summary tabs show and edit. */
graphql`
  fragment CustomerTab_address on Address {
    ...AddressPanel_address @relay(mask: false)
    name
  }
`;

const customerFragment = graphql`
  fragment CustomerTab_quote on Quote {
    id
    rowId
    viewerCanEdit
    sameAsBilling
    customerName
    customerId
    shippingAddressId
    billingAddressId
    contact {
      id
      rowId
      firstName
      lastName
      email
      phone
    }
    customer {
      id
      rowId
      companyName
      erpId
    }
    billingAddress {
      ...CustomerTab_address @relay(mask: false)
    }
    shippingAddress {
      ...CustomerTab_address @relay(mask: false)
    }
    shippingAddresses {
      ...CustomerTab_address @relay(mask: false)
    }
  }
`;


const pickerQuery = graphql`
  query CustomerTabPickerQuery($search: String) {
    quoteCustomers(search: $search, first: 50) {
      id
      rowId
      companyName
      erpId
    }
  }
`;

const setCustomerMutation = graphql`
  mutation CustomerTabSetCustomerMutation($id: Int!, $customerId: Int) {
    setQuoteCustomer(id: $id, customerId: $customerId) {
      id
      ...CustomerTab_quote
    }
  }
`;

const updateQuoteMutation = graphql`
  mutation CustomerTabUpdateQuoteMutation($id: Int!, $input: UpdateQuoteInput!) {
    updateQuote(id: $id, input: $input) {
      id
      ...CustomerTab_quote
    }
  }
`;

const contactMutation = graphql`
  mutation CustomerTabContactMutation($quoteId: Int!, $email: String, $phone: String) {
    updateQuoteContact(quoteId: $quoteId, email: $email, phone: $phone) {
      id
      email
      phone
    }
  }
`;

const createAddressMutation = graphql`
  mutation CustomerTabCreateAddressMutation($input: AddressInput!) {
    createAddress(input: $input) {
      ...CustomerTab_address @relay(mask: false)
    }
  }
`;

const updateAddressMutation = graphql`
  mutation CustomerTabUpdateAddressMutation($id: Int!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...CustomerTab_address @relay(mask: false)
    }
  }
`;

// The answer carries the quote without the address, so no list or ship-to of the quote keeps pointing at the deleted record.
const deleteAddressMutation = graphql`
  mutation CustomerTabDeleteAddressMutation($quoteId: Int!, $id: Int!) {
    deleteQuoteShippingAddress(quoteId: $quoteId, id: $id) {
      deletedAddressId @deleteRecord
      quote {
        id
        ...CustomerTab_quote
      }
    }
  }
`;

type Quote = CustomerTab_quote$data;
type AddressRow = NonNullable<Quote['shippingAddress']>;

function run<T>(executor: (resolve: (value: T) => void, reject: (error: Error) => void) => void) {
  return new Promise<T>(executor);
}

/** The Customer tab: contact, billing and shipping cards, the customer picker (level above 1) and the address and contact forms. */
export function CustomerTab({ quote: quoteKey, onRefetch }: { quote: CustomerTab_quote$key; onRefetch(): void }) {
  const quote = useFragment(customerFragment, quoteKey);
  const { user } = useViewer();
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [addressForm, setAddressForm] = useState<{ address: AddressRow | null } | null>(null);
  const [contactForm, setContactForm] = useState(false);
  const [deleting, setDeleting] = useState<AddressRow | null>(null);
  const editable = quote.viewerCanEdit;
  const canPick = (user?.roleLevel ?? 0) > 1;

  const updateQuote = (input: UpdateQuoteInput) =>
    run<void>((resolve, reject) =>
      commitMutation<CustomerTabUpdateQuoteMutation>(environment, {
        mutation: updateQuoteMutation,
        variables: { id: quote.rowId, input },
        onCompleted: () => resolve(),
        onError: reject,
      }),
    );

  const saveAddress = async (values: AddressInput, editing: AddressRow | null) => {
    try {
      const saved = await run<{ rowId: number }>((resolve, reject) =>
        editing
          ? commitMutation<CustomerTabUpdateAddressMutation>(environment, {
              mutation: updateAddressMutation,
              variables: { id: editing.rowId, input: values },
              onCompleted: (r) => resolve(r.updateAddress),
              onError: reject,
            })
          : commitMutation<CustomerTabCreateAddressMutation>(environment, {
              mutation: createAddressMutation,
              variables: { input: { ...values, addressType: 2, customerId: quote.customerId } },
              onCompleted: (r) => resolve(r.createAddress),
              onError: reject,
            }),
      );
      // A new address, or the edited selected one, becomes the shipping address.
      if (!editing || editing.rowId === quote.shippingAddressId) await updateQuote({ shippingAddressId: saved.rowId, sameAsBilling: false });
      else onRefetch();
      alerts.success(MESSAGES.shippingUpdated);
      setAddressForm(null);
    } catch (error) {
      alerts.failure((error as Error).message);
    }
  };

  const deleteAddress = (address: AddressRow) =>
    commitMutation<CustomerTabDeleteAddressMutation>(environment, {
      mutation: deleteAddressMutation,
      variables: { quoteId: quote.rowId, id: address.rowId },
      onCompleted: () => alerts.success(MESSAGES.addressDeleted),
      onError: (error) => alerts.failure(error.message),
    });

  const saveContact = (email: string, phone: string) =>
    commitMutation<CustomerTabContactMutation>(environment, {
      mutation: contactMutation,
      variables: { quoteId: quote.rowId, email: email || null, phone: phone || null },
      onCompleted: () => {
        alerts.success(MESSAGES.contactUpdated);
        setContactForm(false);
      },
      onError: () => alerts.failure(MESSAGES.contactFailed),
    });

  const contactName = [quote.contact?.firstName, quote.contact?.lastName].filter(Boolean).join(' ');
  // An address deleted while another quote of the store still listed it reads as null there.
  const others = quote.shippingAddresses.filter((a): a is AddressRow => a != null && a.rowId !== quote.shippingAddressId);

  return (
    <section className="quote-section" aria-label="Customer">
      {canPick && editable && <CustomerPicker quote={quote} onRefetch={onRefetch} />}
      <div className="customer-cards">
        <article className="info-card surface" aria-labelledby="contact-card-title">
          <header className="info-card__head">
            <h3 id="contact-card-title">Customer</h3>
            {editable && quote.contact && (
              <button type="button" className="btn btn-ghost btn-sm btn-icon" aria-label="Edit customer contact" title="Edit customer contact" onClick={() => setContactForm(true)}>
                <FontAwesomeIcon icon={faPen} />
              </button>
            )}
          </header>
          {!quote.customer && !quote.customerName && !contactName && !quote.contact?.email && !quote.contact?.phone ? (
            <p className="info-card__muted">No customer selected</p>
          ) : (
            <>
              <p className="info-card__strong">{quote.customer?.companyName || quote.customerName || EMPTY_VALUE}</p>
              {quote.customer?.erpId && <p className="info-card__muted">ERP ID {quote.customer.erpId}</p>}
              <p>{contactName || EMPTY_VALUE}</p>
              <p>{quote.contact?.email || EMPTY_VALUE}</p>
              <p>{formatPhone(quote.contact?.phone) || EMPTY_VALUE}</p>
            </>
          )}
        </article>
        <AddressCard title="Billing" address={quote.billingAddress} />
        <AddressCard
          title="Shipping"
          address={quote.shippingAddress}
          onEdit={editable && quote.shippingAddress && !quote.sameAsBilling ? () => setAddressForm({ address: quote.shippingAddress ?? null }) : undefined}
        />
      </div>
      {editable && (
        <div className="shipping-choices">
          <CheckboxField
            label="Shipping same as billing"
            name="sameAsBilling"
            checked={quote.sameAsBilling}
            onChange={(checked) => updateQuote({ sameAsBilling: checked }).catch((e: Error) => alerts.failure(e.message))}
          />
          {!quote.sameAsBilling && (
            <>
              {others.length > 0 && (
                <fieldset className="shipping-list">
                  <legend>Other shipping addresses</legend>
                  {others.map((address) => (
                    <div key={address.id} className="shipping-list__item">
                      <span>{oneLine(address)}</span>
                      <span className="shipping-list__actions">
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          onClick={() =>
                            updateQuote({ shippingAddressId: address.rowId })
                              .then(() => alerts.success(MESSAGES.shippingUpdated))
                              .catch((e: Error) => alerts.failure(e.message))
                          }
                        >
                          Ship here
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm btn-icon" aria-label={`Edit address ${oneLine(address)}`} onClick={() => setAddressForm({ address })}>
                          <FontAwesomeIcon icon={faPen} />
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm btn-icon" aria-label={`Delete address ${oneLine(address)}`} onClick={() => setDeleting(address)}>
                          <FontAwesomeIcon icon={faTrash} />
                        </button>
                      </span>
                    </div>
                  ))}
                </fieldset>
              )}
              <button type="button" className="btn btn-outline" onClick={() => setAddressForm({ address: null })}>
                <FontAwesomeIcon icon={faPlus} /> Add shipping address
              </button>
            </>
          )}
        </div>
      )}
      {addressForm && (
        <AddressFormDialog address={addressForm.address} onCancel={() => setAddressForm(null)} onSave={(values) => saveAddress(values, addressForm.address)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address from the customer?"
        message={deleting ? deleteAddressWarning(deleting, quote.customer?.companyName || quote.customerName) : ''}
        confirmLabel="Delete from customer"
        cancelLabel="Keep address"
        tone="danger"
        onConfirm={() => {
          if (deleting) deleteAddress(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      {contactForm && quote.contact && (
        <ContactFormDialog email={quote.contact.email ?? ''} phone={quote.contact.phone ?? ''} onCancel={() => setContactForm(false)} onSave={saveContact} />
      )}
    </section>
  );
}

/**
 * What deleting one of the quote's other shipping addresses does: the list is the customer's address
 * book, so the address goes from the customer everywhere, not only from this quote.
 */
export function deleteAddressWarning(address: AddressRow, customer: string | null | undefined) {
  const whose = customer ? `${customer}'s` : "the customer's";
  return `${oneLine(address)} will be deleted from ${whose} addresses everywhere, not just from this quote. Every quote that ships to it is left without a shipping address. To ship this quote elsewhere, choose Ship here on another address instead.`;
}

function oneLine(address: AddressRow) {
  return [address.address, address.address2, address.city, [address.state, address.zip].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ');
}

export function AddressCard({ title, address, onEdit }: { title: string; address: AddressRow | null | undefined; onEdit?(): void }) {
  const id = `address-card-${title.toLowerCase()}`;
  return (
    <article className="info-card surface" aria-labelledby={id}>
      <header className="info-card__head">
        <h3 id={id}>{title}</h3>
        {onEdit && (
          <button type="button" className="btn btn-ghost btn-sm btn-icon" aria-label={`Edit ${title.toLowerCase()} address`} title={`Edit ${title.toLowerCase()} address`} onClick={onEdit}>
            <FontAwesomeIcon icon={faPen} />
          </button>
        )}
      </header>
      {address ? (
        <>
          <p>{address.address || EMPTY_VALUE}</p>
          {address.address2 && <p>{address.address2}</p>}
          <p>
            {address.city}
            {address.city && ', '}
            {address.state} {address.zip}
          </p>
          <p>{address.country}</p>
        </>
      ) : (
        <p className="info-card__muted">No address</p>
      )}
    </article>
  );
}

export interface AddressValues {
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** §5: City, Zip and Country are required; State too for a US or Canadian address, from its list (the server's rule). Checked when saving, not while typing. */
export function validateAddress(values: AddressValues): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {};
  if (!values.city.trim()) errors.city = FORM_MESSAGES.cityRequired;
  const state = stateProblem(values.state, values.country);
  if (state) errors.state = state;
  if (!values.zip.trim()) errors.zip = FORM_MESSAGES.zipRequired;
  if (!values.country.trim()) errors.country = FORM_MESSAGES.countryRequired;
  return errors;
}

function AddressFormDialog({ address, onCancel, onSave }: { address: AddressRow | null; onCancel(): void; onSave(values: AddressValues): Promise<void> }) {
  const [values, setValues] = useState<AddressValues>({
    address: address?.address ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? 'US',
  });
  const [errors, setErrors] = useState<ReturnType<typeof validateAddress>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof AddressValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave({ ...values, state: stateValue(values.state) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open onClose={onCancel} title={address ? 'Edit Shipping Address' : 'Add Shipping Address'} maxWidth={560}>
      <form className="form-grid" onSubmit={submit} noValidate>
        <TextField label="Address Line 1" name="address" value={values.address} onChange={set('address')} autoFocus />
        <TextField label="Address Line 2" name="address2" value={values.address2} onChange={set('address2')} />
        <TextField label="City" name="city" required value={values.city} onChange={set('city')} error={errors.city} />
        <StateField country={values.country} value={values.state} onChange={set('state')} error={errors.state} />
        <TextField label="Zip" name="zip" required value={values.zip} onChange={set('zip')} error={errors.zip} />
        <TextField label="Country" name="country" required value={values.country} onChange={set('country')} error={errors.country} />
        <div className="form-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ContactFormDialog({ email, phone, onCancel, onSave }: { email: string; phone: string; onCancel(): void; onSave(email: string, phone: string): void }) {
  const [values, setValues] = useState({ email, phone });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.email.trim() && !isEmailAddress(values.email)) {
      setError(PASSWORD_MESSAGES.emailInvalid);
      return;
    }
    onSave(values.email.trim(), values.phone.trim());
  };
  return (
    <Modal open onClose={onCancel} title="Customer Contact" maxWidth={480}>
      <form className="form-grid" onSubmit={submit} noValidate>
        <TextField label="Email" name="email" type="email" value={values.email} onChange={(v) => setValues((s) => ({ ...s, email: v }))} error={error} autoFocus />
        <TextField label="Phone" name="phone" type="tel" inputMode="tel" value={values.phone} onChange={(v) => setValues((s) => ({ ...s, phone: v }))} />
        <div className="form-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}

type PickerCustomer = CustomerTabPickerQuery$data['quoteCustomers'][number];

/** Level above 1: choose the quote's customer; after a choice the quote is refetched after a 5-second countdown. */
function CustomerPicker({ quote, onRefetch }: { quote: Quote; onRefetch(): void }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<readonly PickerCustomer[]>([]);
  const [countdown, setCountdown] = useState<number | null>(null);
  const request = useRef(0);

  useEffect(() => {
    const ticket = ++request.current;
    const timer = window.setTimeout(() => {
      fetchQuery<CustomerTabPickerQuery>(environment, pickerQuery, { search: text.trim() || null }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (ticket === request.current && data) setOptions(data.quoteCustomers);
        })
        .catch(() => {
          if (ticket === request.current) setOptions([]);
        });
    }, CUSTOMER_PICK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [environment, text]);

  useEffect(() => {
    if (countdown === null) return;
    if (countdown <= 0) {
      setCountdown(null);
      onRefetch();
      return;
    }
    const timer = window.setTimeout(() => setCountdown((c) => (c === null ? null : c - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown, onRefetch]);

  const choose = (customerId: number | null) =>
    commitMutation<CustomerTabSetCustomerMutation>(environment, {
      mutation: setCustomerMutation,
      variables: { id: quote.rowId, customerId },
      onCompleted: () => setCountdown(REFRESH_COUNTDOWN_SECONDS),
      onError: (error) => alerts.failure(error.message),
    });

  return (
    <div className="customer-picker surface">
      <SelectField
        label="Customer"
        name="customer"
        value={quote.customerId ? String(quote.customerId) : ''}
        placeholder="No customer"
        options={[
          ...options.map((c) => ({ value: String(c.rowId), label: `${c.companyName} (${c.erpId})` })),
          ...(quote.customer && !options.some((c) => c.rowId === quote.customerId)
            ? [{ value: String(quote.customer.rowId), label: `${quote.customer.companyName}${quote.customer.erpId ? ` (${quote.customer.erpId})` : ''}` }]
            : []),
        ]}
        onChange={(value) => choose(value ? Number(value) : null)}
      />
      <TextField label="Find customer" name="customerSearch" type="search" placeholder="Type the start of a name" value={text} onChange={setText} />
      {countdown !== null && (
        <p className="info-card__muted" role="status">
          Refreshing in {countdown}…
        </p>
      )}
    </div>
  );
}
