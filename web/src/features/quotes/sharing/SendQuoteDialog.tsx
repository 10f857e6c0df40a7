import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { isEmailAddress } from '@quotecraft/rules/passwords';
import { Modal } from '../../../ui/Modal';
import { commitAsync, describeMutationError } from '../../../ui/mutation';
import type { SendQuoteDialog_quote$key } from './__generated__/SendQuoteDialog_quote.graphql';
import type { SendQuoteDialogMutation } from './__generated__/SendQuoteDialogMutation.graphql';

const fragment = graphql`
  fragment SendQuoteDialog_quote on Quote {
    id
    rowId
    revision
    contact {
      firstName
      lastName
      email
    }
    shareRecipients {
      email
      name
      kind
    }
  }
`;

const sendMutation = graphql`
  mutation SendQuoteDialogMutation($id: Int!, $emails: [String!]) {
    sendQuote(id: $id, emails: $emails) {
      shareUrl
      recipients
      revision
    }
  }
`;

/** The sent link, as the dialog shows it to the sender. */
export interface SentLink {
  shareUrl: string;
  recipients: readonly string[];
  revision: number;
}

/**
 * Send to customer: the quote's contact is addressed already; the sender adds addresses picked from
 * the customer's contacts and the platform's users, or typed (the server decides who may be mailed).
 * The answer is the link, shown with a copy button.
 */
export function SendQuoteDialog({ quote: key, open, onClose, onSent }: { quote: SendQuoteDialog_quote$key; open: boolean; onClose(): void; onSent?(sent: SentLink): void }) {
  const quote = useFragment(fragment, key);
  const environment = useRelayEnvironment();
  const ids = useId();
  const [added, setAdded] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentLink | null>(null);
  const [copied, setCopied] = useState(false);
  const contactEmail = quote.contact?.email?.trim().toLowerCase() || null;
  const contactName = [quote.contact?.firstName, quote.contact?.lastName].filter(Boolean).join(' ');
  const choices = quote.shareRecipients.filter((r) => r.email !== contactEmail && !added.includes(r.email));

  const close = () => {
    setAdded([]);
    setTyped('');
    setError(null);
    setSent(null);
    setCopied(false);
    onClose();
  };

  const add = (email: string) => {
    const address = email.trim().toLowerCase();
    if (!address) return;
    if (!isEmailAddress(address)) {
      setError(`${email.trim()} is not a valid email address.`);
      return;
    }
    setError(null);
    if (address !== contactEmail && !added.includes(address)) setAdded([...added, address]);
    setTyped('');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const pending = typed.trim().toLowerCase();
    if (pending && !isEmailAddress(pending)) {
      setError(`${typed.trim()} is not a valid email address.`);
      return;
    }
    const emails = pending && pending !== contactEmail && !added.includes(pending) ? [...added, pending] : added;
    if (!contactEmail && emails.length === 0) {
      setError("Add an email address: the quote's contact has none.");
      return;
    }
    setBusy(true);
    try {
      const answer = await commitAsync<SendQuoteDialogMutation>(environment, sendMutation, { id: quote.rowId, emails });
      setSent(answer.sendQuote);
      setError(null);
      onSent?.(answer.sendQuote);
    } catch (caught) {
      setError(describeMutationError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!sent) return;
    try {
      await navigator.clipboard.writeText(sent.shareUrl);
      setCopied(true);
    } catch {
      setError('The link could not be copied: select it and copy it yourself.');
    }
  };

  const footer = sent ? (
    <button type="button" className="btn btn-primary" onClick={close}>
      Done
    </button>
  ) : (
    <>
      <button type="button" className="btn btn-outline" onClick={close}>
        Cancel
      </button>
      <button type="submit" form={`${ids}-form`} className="btn btn-primary" disabled={busy} aria-busy={busy}>
        Send
      </button>
    </>
  );

  return (
    <Modal open={open} onClose={close} title={`Send Quote #${quote.rowId}, revision ${quote.revision}`} footer={footer} maxWidth={560} showCloseButton>
      {sent ? (
        <div className="send-quote send-quote--sent">
          <p role="status">Sent to {sent.recipients.join(', ')}. The link opens revision {sent.revision} of the quote.</p>
          <label htmlFor={`${ids}-link`}>Link</label>
          <div className="send-quote__link">
            <input id={`${ids}-link`} className="field__control" readOnly value={sent.shareUrl} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="btn btn-outline" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          {error && (
            <p className="send-quote__error" role="alert">
              {error}
            </p>
          )}
        </div>
      ) : (
        <form id={`${ids}-form`} className="send-quote" onSubmit={send} noValidate>
          <p className="send-quote__to">
            <span className="send-quote__label">To</span>{' '}
            {contactEmail ? (
              <span>
                {contactName ? `${contactName} <${contactEmail}>` : contactEmail} <span className="send-quote__muted">(the quote's contact)</span>
              </span>
            ) : (
              <span className="send-quote__muted">The quote's contact has no email address: add one below.</span>
            )}
          </p>
          {added.length > 0 && (
            <ul className="send-quote__chips" aria-label="Added recipients">
              {added.map((email) => (
                <li key={email} className="send-quote__chip">
                  {email}
                  <button type="button" className="btn btn-ghost btn-sm" aria-label={`Remove ${email}`} onClick={() => setAdded(added.filter((a) => a !== email))}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {choices.length > 0 && (
            <>
              <label htmlFor={`${ids}-pick`}>Add a contact or user</label>
              <select
                id={`${ids}-pick`}
                className="field__control"
                value=""
                onChange={(event) => {
                  add(event.target.value);
                }}
              >
                <option value="">Choose…</option>
                {choices.map((r) => (
                  <option key={r.email} value={r.email}>
                    {r.name ? `${r.name} <${r.email}>` : r.email} ({r.kind === 'contact' ? 'contact' : 'user'})
                  </option>
                ))}
              </select>
            </>
          )}
          <label htmlFor={`${ids}-typed`}>Add an email address</label>
          <div className="send-quote__typed">
            <input
              id={`${ids}-typed`}
              className="field__control"
              type="email"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add(typed);
                }
              }}
            />
            <button type="button" className="btn btn-outline" onClick={() => add(typed)} disabled={!typed.trim()}>
              Add
            </button>
          </div>
          {error && (
            <p className="send-quote__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
