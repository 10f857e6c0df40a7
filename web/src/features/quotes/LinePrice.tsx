import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { priceForDiscount, unitPriceProblem, APPROVAL_MESSAGES, percentValue } from '@quotecraft/rules/approvals';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { formatCurrency } from '../../ui/format';
import type { LinePrice_line$key } from './__generated__/LinePrice_line.graphql';
import type { LinePriceMutation } from './__generated__/LinePriceMutation.graphql';
import './LinePrice.css';

const fragment = graphql`
  fragment LinePrice_line on QuoteLine {
    id
    rowId
    lineNumber
    price
    listPrice
    discountPercent
    cost
    marginPercent
  }
`;

const mutation = graphql`
  mutation LinePriceMutation($id: Int!, $price: Decimal!) {
    updateQuoteLine(id: $id, input: { price: $price }) {
      id
      price
      total
      listPrice
      discountPercent
      marginPercent
      quote {
        id
        totalCost
        approval {
          state
          message
          lines {
            lineNumber
          }
          latest {
            id
            status
          }
        }
      }
    }
  }
`;

/** The level from which the lines table offers the unit price as an editable field (the API's override level). */
export const PRICE_EDIT_LEVEL = 3;

const percentText = (value: number | null | undefined) => (value == null ? '-' : `${value.toFixed(2)}%`);

/**
 * A line's unit price. From level 3, on a quote the viewer may edit, the price (or a discount % off
 * list price) is an editable field; list price, dealer cost and margin are shown to those the
 * server lets see cost (it sends cost and margin only to them). A line below the margin floor or
 * the discount limit is flagged.
 */
export function LinePrice({ line: key, editable, needsApproval }: { line: LinePrice_line$key; editable: boolean; needsApproval: boolean }) {
  const line = useFragment(fragment, key);
  const environment = useRelayEnvironment();
  const [mode, setMode] = useState<'price' | 'discount'>('price');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const price = String(line.price);
  const list = line.listPrice == null ? null : String(line.listPrice);
  const shown = draft ?? (mode === 'price' ? price : line.discountPercent == null ? '0' : String(line.discountPercent));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null) return;
    let next = draft.trim();
    if (mode === 'discount') {
      const percent = percentValue(next);
      if (percent === null || list === null) return setError(APPROVAL_MESSAGES.discountInvalid);
      next = priceForDiscount(list, percent);
    }
    const problem = unitPriceProblem(next);
    if (problem) return setError(problem);
    if (Number(next) === Number(price)) {
      setDraft(null);
      return setError(null);
    }
    setBusy(true);
    try {
      await commitAsync<LinePriceMutation>(environment, mutation, { id: line.rowId, price: next });
      setDraft(null);
      setError(null);
    } catch (caught) {
      setError(describeMutationError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  const info = (
    <div className="line-price__info">
      {list !== null && <span>List {formatCurrency(list)}</span>}
      {line.discountPercent != null && line.discountPercent !== 0 && <span>Discount {percentText(line.discountPercent)}</span>}
      {line.cost != null && <span>Cost {formatCurrency(String(line.cost))}</span>}
      {line.cost != null && <span>Margin {percentText(line.marginPercent)}</span>}
      {needsApproval && <span className="line-price__flag">Needs approval</span>}
    </div>
  );

  if (!editable) {
    return (
      <div className="line-price">
        <span>{formatCurrency(price)}</span>
        {(line.cost != null || needsApproval) && info}
      </div>
    );
  }
  const inputId = `line-price-${line.rowId}`;
  return (
    <form className="line-price" onSubmit={submit}>
      <div className="line-price__edit">
        <label className="visually-hidden" htmlFor={inputId}>
          {mode === 'price' ? `Unit price of line ${line.lineNumber}` : `Discount % of line ${line.lineNumber}`}
        </label>
        {mode === 'price' && <span aria-hidden="true">$</span>}
        <input
          id={inputId}
          className="line-price__input"
          inputMode="decimal"
          value={shown}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void submit()}
        />
        {mode === 'discount' && <span aria-hidden="true">%</span>}
        {list !== null && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            title={mode === 'price' ? 'Enter a discount %' : 'Enter a unit price'}
            onClick={() => {
              setMode(mode === 'price' ? 'discount' : 'price');
              setDraft(null);
              setError(null);
            }}
          >
            {mode === 'price' ? '%' : '$'}
          </button>
        )}
      </div>
      {info}
      {error && (
        <p className="line-price__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
