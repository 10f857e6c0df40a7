import { Suspense, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { useSession } from '../../app/SessionProvider';
import { useAlerts } from '../../ui/alerts';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/fields';
import { UploadDropZone, uploadFile } from '../../ui/UploadDropZone';
import { downloadFile, saveBlob } from '../../ui/download';
import { LoadingIndicator } from '../../ui/Spinner';
import { formatCurrency } from '../../ui/format';
import type { LineImportDialogProductsQuery } from './__generated__/LineImportDialogProductsQuery.graphql';
import type { LineImportDialogRefreshQuery } from './__generated__/LineImportDialogRefreshQuery.graphql';
import './LineImportDialog.css';

export const LINE_IMPORT_PATH = '/api/v1/quoteManagement';
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer of quoteManagement/importLines (api/src/lineImports/rest.ts). */
export interface LineImportAnswer {
  ok: boolean;
  dryRun: boolean;
  message: string;
  modelVersion: number;
  counts: { created: number; error: number };
  results: {
    row: number;
    outcome: 'created' | 'error';
    message: string | null;
    note: string | null;
    partNumber: string | null;
    price: string | null;
    quantity: number | null;
    cells: { column: string; value: string; outcome: 'ok' | 'error'; message: string | null; nearest: string | null; suggestion: string | null }[];
  }[];
  lineIds: number[];
  rejectedFile: string | null;
  rejectedFileName: string | null;
}

type Outcome = { kind: 'answer'; answer: LineImportAnswer } | { kind: 'failed'; message: string } | null;

const productsQuery = graphql`
  query LineImportDialogProductsQuery {
    catalogProducts(nonConfigurable: false, first: 200, orderBy: { field: name, direction: ASC }) {
      edges {
        node {
          id
          rowId
          name
          productNumber
        }
      }
    }
  }
`;

// After a commit the quote's lines and totals are read again, so the Lines tab shows the new lines.
const refreshQuery = graphql`
  query LineImportDialogRefreshQuery($id: Int!) {
    quote(id: $id) {
      id
      totalCost
      lineCount
      ...QuoteLinesTab_quote
    }
  }
`;

function base64Blob(base64: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

const failureOf = (error: unknown) => {
  const data = (error as { data?: { error?: string } } | null)?.data;
  return data?.error ?? 'The upload failed. Try again.';
};

export interface LineImportDialogProps {
  open: boolean;
  onClose(): void;
  /** the quote's global id (to read its lines again) and its number */
  quote: { id: string; rowId: number };
}

/** Import lines: pick a configurable product, download its template, upload it filled, check the dry run, commit. */
export function LineImportDialog({ open, onClose, quote }: LineImportDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Import lines" showCloseButton maxWidth={1136}>
      {open && (
        <Suspense fallback={<LoadingIndicator />}>
          <LineImportBody quote={quote} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}

function LineImportBody({ quote, onClose }: { quote: LineImportDialogProps['quote']; onClose(): void }) {
  const data = useLazyLoadQuery<LineImportDialogProductsQuery>(productsQuery, {}, { fetchPolicy: 'store-and-network' });
  const products = data.catalogProducts.edges.map((edge) => edge.node);
  const { authHeaders } = useSession();
  const alerts = useAlerts();
  const environment = useRelayEnvironment();
  const [productId, setProductId] = useState(products.length === 1 && products[0] ? String(products[0].rowId) : '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const product = products.find((candidate) => String(candidate.rowId) === productId);
  const path = `${LINE_IMPORT_PATH}/importLines`;
  const fields = (dryRun: boolean) => ({ quoteId: String(quote.rowId), productId, dryRun: String(dryRun) });

  const chooseProduct = (value: string) => {
    setProductId(value);
    setOutcome(null);
    setFile(null);
    setTemplateError(null);
  };

  const downloadTemplate = async () => {
    setTemplateError(null);
    const body = { productId: Number(productId) };
    setTemplateError(await downloadFile(`${LINE_IMPORT_PATH}/downloadLineTemplate`, body, authHeaders(), 'LineTemplate.xlsx', 'The template could not be downloaded.'));
  };

  const onUploaded = (answer: unknown, uploaded: File) => {
    const result = (answer as { result?: LineImportAnswer } | null)?.result;
    if (!result) {
      setOutcome({ kind: 'failed', message: 'The upload failed. Try again.' });
      return;
    }
    setFile(result.ok && result.dryRun ? uploaded : null);
    setOutcome({ kind: 'answer', answer: result });
  };

  const commit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = (await uploadFile(file, { path, headers: authHeaders(), extraFields: fields(false) })) as { result: LineImportAnswer };
      setFile(null);
      setOutcome({ kind: 'answer', answer: answer.result });
      alerts.success(answer.result.message);
      await fetchQuery<LineImportDialogRefreshQuery>(environment, refreshQuery, { id: quote.rowId }).toPromise();
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const answer = outcome?.kind === 'answer' ? outcome.answer : null;
  return (
    <div className="line-import">
      {products.length === 0 ? (
        <p className="line-import__empty">There are no configurable products to import lines for.</p>
      ) : (
        <>
          <ol className="line-import__steps">
            <li>Pick a configurable product and download its template: one column per option, with the allowed values in each cell's list and each option's rules on the Rules sheet.</li>
            <li>Fill one row per configured item, then upload it. Nothing is added until you check the result and import.</li>
          </ol>
          <div className="line-import__pick">
            <SelectField
              label="Configurable product"
              name="productId"
              value={productId}
              onChange={chooseProduct}
              placeholder="Select a product"
              options={products.map((candidate) => ({ value: String(candidate.rowId), label: `${candidate.name} (${candidate.productNumber})` }))}
            />
            <button type="button" className="btn btn-secondary" disabled={!product} onClick={() => void downloadTemplate()}>
              <FontAwesomeIcon icon={faDownload} /> Download template
            </button>
          </div>
          {templateError && (
            <p className="line-import__error" role="alert">
              {templateError}
            </p>
          )}
          {product && (
            <UploadDropZone
              key={productId}
              path={path}
              headers={authHeaders()}
              extraFields={fields(true)}
              accept={XLSX_ACCEPT}
              label="Drop the filled template here or click to choose it"
              onUploaded={onUploaded}
              onError={(error) => setOutcome({ kind: 'failed', message: failureOf(error) })}
              disabled={busy}
            />
          )}
        </>
      )}
      {outcome?.kind === 'failed' && (
        <p className="line-import__error" role="alert">
          {outcome.message}
        </p>
      )}
      {answer && <LineImportResults answer={answer} />}
      <div className="line-import__actions">
        {answer?.rejectedFile && (
          <button type="button" className="btn btn-secondary" onClick={() => saveBlob(base64Blob(answer.rejectedFile!, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), answer.rejectedFileName ?? 'rejected-rows.xlsx')}>
            <FontAwesomeIcon icon={faDownload} /> Download rejected rows
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {answer && !answer.dryRun ? 'Close' : 'Cancel'}
        </button>
        {answer?.dryRun && answer.ok && (
          <button type="button" className="btn btn-primary" disabled={!file || busy || answer.counts.created === 0} onClick={() => void commit()}>
            {busy ? 'Importing…' : `Import ${answer.counts.created} ${answer.counts.created === 1 ? 'line' : 'lines'}`}
          </button>
        )}
      </div>
    </div>
  );
}

/** The dry run's (or commit's) rows: outcome, part number and price, and each refused cell with why and the nearest valid value. */
export function LineImportResults({ answer }: { answer: LineImportAnswer }) {
  if (!answer.ok) {
    return (
      <div className="line-import__error" role="alert">
        <strong>Please fix the following the errors in your spreadsheet and reupload file to import items:</strong> {answer.message}
      </div>
    );
  }
  return (
    <div className="line-import__results">
      <p className="line-import__summary" role="status">
        {answer.message}
      </p>
      <div className="table-scroll">
        <table className="line-import__table">
          <caption className="visually-hidden">Rows of the uploaded file</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Outcome</th>
              <th scope="col">Part #</th>
              <th scope="col" className="num">
                Unit Price
              </th>
              <th scope="col" className="num">
                Qty.
              </th>
              <th scope="col">Messages</th>
            </tr>
          </thead>
          <tbody>
            {answer.results.map((row) => {
              const refused = row.cells.filter((cell) => cell.outcome === 'error');
              return (
                <tr key={row.row} className={row.outcome === 'error' ? 'is-error' : undefined} data-testid="line-import-row">
                  <td data-label="Row">{row.row}</td>
                  <td data-label="Outcome">
                    <span className={`line-import__badge is-${row.outcome}`}>{row.outcome === 'error' ? 'Error' : answer.dryRun ? 'To add' : 'Added'}</span>
                  </td>
                  <td data-label="Part #">{row.partNumber ?? '—'}</td>
                  <td data-label="Unit Price" className="num">
                    {row.price != null ? formatCurrency(Number(row.price)) : '—'}
                  </td>
                  <td data-label="Qty." className="num">
                    {row.quantity ?? '—'}
                  </td>
                  <td data-label="Messages">
                    {refused.length > 0 ? (
                      <ul className="line-import__cells">
                        {refused.map((cell) => (
                          <li key={cell.column}>
                            <strong>{cell.column}</strong>
                            {cell.value !== '' && <> “{cell.value}”</>}: {cell.message}
                            {cell.nearest && (
                              <span className="line-import__nearest"> Nearest valid value: {cell.nearest}.</span>
                            )}
                            {cell.suggestion && <span className="line-import__nearest"> Or keep it and change {cell.suggestion}.</span>}
                          </li>
                        ))}
                      </ul>
                    ) : row.outcome === 'error' ? (
                      row.message
                    ) : (
                      row.note ?? ''
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
