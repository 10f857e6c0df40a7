import { useState } from 'react';
import { QUOTE_PDF_FAILED } from '@quotecraft/rules/documents';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faFilePdf } from '@fortawesome/free-solid-svg-icons/faFilePdf';
import { downloadFile } from '../../ui/download';

/**
 * Download PDF: the server's PDF of the quote (the print layout's content), saved under the name it
 * gives (quote-27-rev-3.pdf). A refusal (a link closed meanwhile) is said under the button.
 */
export function DownloadPdfButton({ path, body, headers, fileName }: { path: string; body: Record<string, unknown>; headers: () => Record<string, string>; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(await downloadFile(path, body, headers(), fileName, QUOTE_PDF_FAILED));
    setBusy(false);
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        <FontAwesomeIcon icon={faFilePdf} />
        Download PDF
      </button>
      {problem && (
        <p role="alert" className="field__error print-toolbar__problem">
          {problem}
        </p>
      )}
    </>
  );
}
