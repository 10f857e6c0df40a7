import { formatCurrency } from '../../ui/format';

export interface DocumentLine {
  readonly lineNumber: number;
  readonly partNumber: string | null | undefined;
  readonly description: string | null | undefined;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly total: string;
}

/** A quote's lines as its printed page and its shared link show them, with the quote's total. */
export function DocumentLinesTable({ lines, total }: { lines: readonly DocumentLine[]; total: string }) {
  return (
    <div className="print-lines-wrap">
      <table className="print-lines print-lines--stack">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Part #</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">
              Qty.
            </th>
            <th scope="col" className="num">
              Unit Price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={6}>No Items Available</td>
            </tr>
          )}
          {lines.map((line) => (
            <tr key={line.lineNumber}>
              <td data-label="#">{line.lineNumber}</td>
              <td data-label="Part #">{line.partNumber || '-'}</td>
              <td data-label="Description">{line.description || '-'}</td>
              <td data-label="Qty." className="num">
                {line.quantity}
              </td>
              <td data-label="Unit Price" className="num">
                {formatCurrency(line.unitPrice)}
              </td>
              <td data-label="Total" className="num">
                {formatCurrency(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5} className="num">
              Total
            </th>
            <td className="num">{formatCurrency(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
