import { useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { FieldLabel } from '../../ui/fields';
import type { CustomerPickerQuery, CustomerPickerQuery$data } from './__generated__/CustomerPickerQuery.graphql';

export type CustomerChoice = CustomerPickerQuery$data['importAddressCustomers'][number];

const customersQuery = graphql`
  query CustomerPickerQuery($search: String) {
    importAddressCustomers(search: $search) {
      id
      rowId
      companyName
      erpId
    }
  }
`;

export const customerLabel = (customer: CustomerChoice) =>
  customer.erpId ? `${customer.companyName} (${customer.erpId})` : customer.companyName || `Customer ${customer.rowId}`;

const SEARCH_DELAY_MS = 250;

/** A typeable customer select (combobox): type to search by company or ERP id, pick with mouse or keys. */
export function CustomerPicker({ value, onChange }: { value: CustomerChoice | null; onChange(customer: CustomerChoice | null): void }) {
  const environment = useRelayEnvironment();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value ? customerLabel(value) : '');
  const [options, setOptions] = useState<readonly CustomerChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    setLoading(true);
    let cleanup = () => {};
    const timer = setTimeout(() => {
      const subscription = fetchQuery<CustomerPickerQuery>(environment, customersQuery, { search: text || null }).subscribe({
        next: (data) => {
          setOptions(data.importAddressCustomers);
          setActive(-1);
          setLoading(false);
        },
        error: () => setLoading(false),
      });
      cleanup = () => subscription.unsubscribe();
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cleanup();
    };
  }, [text, open, environment]);

  const choose = (customer: CustomerChoice) => {
    onChange(customer);
    setText(customerLabel(customer));
    setOpen(false);
  };

  return (
    <div className="field combobox">
      <FieldLabel htmlFor={id} required>
        Customer
      </FieldLabel>
      <input
        id={id}
        className="field__control"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-help`}
        autoComplete="off"
        placeholder="Type a company name or ERP id"
        value={text}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (value) onChange(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(options.length - 1, index + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <p className="field__help" id={`${id}-help`}>
        The imported shipping addresses are added to this customer.
      </p>
      {open && (
        <ul className="combobox__list" id={listId} role="listbox" aria-label="Customers">
          {loading && options.length === 0 ? (
            <li className="combobox__empty">Searching…</li>
          ) : options.length === 0 ? (
            <li className="combobox__empty">No customers found</li>
          ) : (
            options.map((customer, index) => (
              <li
                key={customer.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active || value?.rowId === customer.rowId}
                className={index === active ? 'combobox__option is-active' : 'combobox__option'}
                onMouseDown={(event) => {
                  event.preventDefault();
                  clearTimeout(blurTimer.current);
                  choose(customer);
                }}
              >
                {customerLabel(customer)}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
