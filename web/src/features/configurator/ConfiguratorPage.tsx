import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { faCircleInfo } from '@fortawesome/free-solid-svg-icons/faCircleInfo';
import { useViewer } from '../../app/ViewerProvider';
import { useSession } from '../../app/SessionProvider';
import { useAlerts, useScreenAlerts } from '../../ui/alerts';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { LoadingIndicator, Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/fields';
import { formatAmount, formatCurrency } from '../../ui/format';
import { configuratorCall } from './api';
import { OptionField } from './OptionField';
import { AUTO_CONTINUE, optionProblem, type Blocked, type ConfigureResult, type ConfiguratorData, type StartResult } from '@quotecraft/rules/configurator';
import './ConfiguratorPage.css';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';

export const DEFAULT_PRODUCT_ID = 41;
export const CANCEL_QUESTION = 'Are you sure you want to cancel?';
export const LEAVE_QUESTION = 'Your choices are not on a quote yet. Leave the configurator?';
export const SAVE_EMAIL_PROMPT = 'Please enter your email to save your configuration.';
/** The confirmation after a configuration becomes (or joins) a quote request. */
export const savedMessage = (quoteId: number) => `Your configuration is saved on Quote Request #${quoteId}.`;
const MAX_PAGE_BUTTONS = 4;

/** Where Cancel leads: visitors to /Login, level 0 to /, a new quote to the dashboard, a quote back to it. */
export function cancelDestination(user: { roleLevel: number } | null, quoteId: string | undefined): string {
  if (!user) return '/Login';
  if (user.roleLevel === 0) return '/';
  if (!quoteId || quoteId === 'new') return '/QuoteDashboard';
  return `/Quote/${quoteId}`;
}

const isImage = (value: string) => /^data:image\//.test(value) || /\.(png|jpe?g|gif|svg|webp)(\?.*)?$/i.test(value);

export function ConfigurationDetails({ details }: { details: ConfiguratorData['Details'] }) {
  const rows = details.filter((row) => row.Type !== 3 && row.Caption !== '');
  return (
    <section className="cfg-details" aria-labelledby="cfg-details-title">
      <h2 id="cfg-details-title" className="cfg-side__title">
        Configuration Details
      </h2>
      <dl className="cfg-details__list">
        {rows.map((row, index) => (
          <div className="cfg-details__row" key={`${row.Caption}-${index}`}>
            <dt>{row.Caption}</dt>
            <dd>
              {row.Type === 2 || isImage(row.Value) ? (
                <img src={row.Value} alt={row.Caption} className="cfg-details__image" />
              ) : row.Type >= 5 ? (
                formatCurrency(row.Value)
              ) : (
                row.Value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A new configurator URL (another product, line or configuration) starts a new session. */
export function ConfiguratorPage() {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  return <ConfiguratorSessionPage key={address} address={address} />;
}

/**
 * What this tab keeps of a configurator address's session, so that a reload goes on with it: the
 * session (its choices are on the server), the page shown and whether the user changed anything.
 */
interface KeptSession {
  sessionId: string;
  page: number;
  changed: boolean;
}
const keptKey = (address: string) => `quotecraft.configurator:${address}`;
export function keptSession(address: string): KeptSession | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(keptKey(address)) ?? 'null') as KeptSession | null;
    return kept && typeof kept.sessionId === 'string' ? kept : null;
  } catch {
    return null;
  }
}
function keepSession(address: string, kept: KeptSession | null) {
  try {
    if (kept) window.sessionStorage.setItem(keptKey(address), JSON.stringify(kept));
    else window.sessionStorage.removeItem(keptKey(address));
  } catch {
    // Storage refused (private mode, quota): a reload then starts afresh.
  }
}

function ConfiguratorSessionPage({ address }: { address: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // The configurator's own alerts (its messages, a failed call) go when the user leaves it;
  // what is said about the quote the user goes to comes from the app's alerts.
  const alerts = useScreenAlerts();
  const appAlerts = useAlerts();
  const session = useSession();
  const { user, loading: viewerLoading } = useViewer();

  const productId = Number(params.productId ?? search.get('productId') ?? DEFAULT_PRODUCT_ID) || DEFAULT_PRODUCT_ID;
  const quoteId = params.quoteId ?? search.get('quoteId') ?? undefined;
  const configurationId = search.get('configurationId') ?? params.configurationId ?? undefined;
  const headerId = search.get('headerId') ?? undefined;
  const lineNumber = search.get('lineNumber') ?? undefined;
  const lineId = search.get('LineId') ?? undefined;
  const emailParam = search.get('email') ?? undefined;

  const [sessionId, setSessionId] = useState<string | null>(null);
  const [data, setData] = useState<ConfiguratorData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'continue' | 'finish' | null>(null);
  const [pending, setPending] = useState(0);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  // Counts answers from the server, so fields drop choices the server did not take.
  const [revision, setRevision] = useState(0);
  const drafts = useRef<Record<string, string>>({});
  // Values a field keeps that were not taken: the field rules refused them (not sent), or the
  // server did (with its message). The field goes on showing them, and Continue or Finish says why.
  const held = useRef<Record<string, { value: string; message?: string }>>({});
  // The server's last answer, for Finish after the answers it waited for.
  const latest = useRef<ConfiguratorData | null>(null);
  const lastMessages = useRef<string>('');
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  // Choices made in this session and not yet on a quote: leaving asks first.
  const [changed, setChanged] = useState(false);
  // Set once the user chose to go (Cancel confirmed, Finish done): nothing asks any more.
  const leaving = useRef(false);

  const headers = session.authHeaders;

  const showMessages = useCallback(
    (next: ConfiguratorData) => {
      const key = JSON.stringify(next.Messages);
      if (key === lastMessages.current) return;
      const previous = new Set((JSON.parse(lastMessages.current || '[]') as { Value: string }[]).map((m) => m.Value));
      lastMessages.current = key;
      for (const message of next.Messages) if (!previous.has(message.Value)) alerts.fromSeverity(message.Value, message.Type);
    },
    [alerts],
  );

  // Load: start a session once the viewer is known, then keep the session id and go to page 0.
  const started = useRef(false);
  useEffect(() => {
    if (viewerLoading || started.current) return;
    started.current = true;
    const reconfigure = Boolean(lineId);
    const kept = keptSession(address);
    configuratorCall<StartResult>(
      'start',
      {
        productId,
        configurationId: configurationId ?? null,
        quoteId: quoteId ?? null,
        reconfigure,
        headerId: headerId ?? null,
        LineId: lineId ? Number(lineId) : null,
        lineNumber: lineNumber ? Number(lineNumber) : null,
        integrationParams: [],
        sessionId: kept?.sessionId ?? null,
      },
      headers(),
    )
      .then((result) => {
        const resumed = kept?.sessionId === result.prepare.SessionId ? kept : null;
        setSessionId(result.prepare.SessionId);
        latest.current = result.ui;
        setData(result.ui);
        setPageIndex(resumed?.page ?? 0);
        setChanged(resumed?.changed ?? false);
        keepSession(address, { sessionId: result.prepare.SessionId, page: resumed?.page ?? 0, changed: resumed?.changed ?? false });
        // The opening messages are listed on the page; alerts are kept for what a change brings.
        lastMessages.current = JSON.stringify(result.ui.Messages);
      })
      .catch((error: Error) => setLoadError(error.message));
  }, [viewerLoading, productId, configurationId, quoteId, headerId, lineId, lineNumber, headers, address]);

  const visiblePages = useMemo(() => (data ? data.Pages.map((page, index) => ({ page, index })).filter(({ page }) => page.IsVisible) : []), [data]);
  const currentPosition = Math.max(0, Math.min(pageIndex, visiblePages.length - 1));
  const current = visiblePages[currentPosition]?.page;
  const currentOptions = useMemo(
    () => (current ? current.Screens.filter((screen) => screen.IsVisible).flatMap((screen) => screen.ScreenOptions.filter((option) => option.IsVisible)) : []),
    [current],
  );
  const pageMode = currentOptions[0]?.AutoContinueMode ?? AUTO_CONTINUE.StayOnTab;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [currentPosition]);

  useEffect(() => {
    if (sessionId && !leaving.current) keepSession(address, { sessionId, page: currentPosition, changed });
  }, [address, sessionId, currentPosition, changed]);

  // Leaving with choices not on a quote asks first: in the app (links, Back) and for a reload or close.
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
        changed && !leaving.current && `${currentLocation.pathname}${currentLocation.search}` !== `${nextLocation.pathname}${nextLocation.search}`,
      [changed],
    ),
  );
  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  /** Goes where the user chose to go; the kept session is done with. */
  const leave = (to: string) => {
    leaving.current = true;
    keepSession(address, null);
    navigate(to);
  };

  const goToPage = (position: number) => {
    setErrors({});
    // The fields of the next page show the server's values, or a value they hold that was not taken.
    drafts.current = {};
    setPageIndex(Math.max(0, Math.min(position, visiblePages.length - 1)));
  };

  const send = useCallback(
    (id: string, value: string, changes?: { id: string; value: string }[]) => {
      if (!sessionId) return Promise.resolve();
      setChanged(true);
      setPending((count) => count + 1);
      const call = inFlight.current
        .catch(() => undefined)
        .then(() =>
          configuratorCall<ConfigureResult>('configure', changes ? { sessionId, changes, productId } : { sessionId, id, value, requireHttps: false, productId }, headers()),
        )
        .then((result) => {
          latest.current = result.d;
          setData(result.d);
          // Every field shown takes the server's answer again (and reports it as its draft).
          drafts.current = {};
          setRevision((count) => count + 1);
          delete held.current[id];
          setErrors((previous) => {
            const { [id]: _removed, ...rest } = previous;
            return rest;
          });
          if (result.Blocked) {
            setBlocked(result.Blocked);
            return result;
          }
          showMessages(result.d);
          const option = result.d.Pages.flatMap((page) => page.Screens.flatMap((screen) => screen.ScreenOptions)).find((candidate) => candidate.ID === id);
          // Mode 2 moves on once the last option of the page is answered.
          if (option?.AutoContinueMode === AUTO_CONTINUE.MoveTabAndScreenRule) {
            const pageOptions = currentOptions.filter((candidate) => candidate.IsVisible);
            const isLast = pageOptions.at(-1)?.ID === id;
            const focus = result.d.OptionToFocus;
            if (focus === id && !option.Value) {
              setPageIndex(Number.MAX_SAFE_INTEGER);
            } else if (isLast) {
              setPageIndex((position) => position + 1);
            }
          }
          return result;
        })
        .catch((error: Error & { field?: string }) => {
          // A refused value stays in its field; its message shows on Continue or Finish, as the field rules' do.
          if (error.field === id && !changes) held.current[id] = { value, message: error.message };
          else alerts.failure(error.message);
        })
        .finally(() => setPending((count) => count - 1));
      inFlight.current = call;
      return call;
    },
    [sessionId, productId, headers, alerts, showMessages, currentOptions],
  );

  /** What a field shows: the value being typed or chosen, else one it holds, else the server's. */
  const shownValue = (option: (typeof currentOptions)[number]) => drafts.current[option.ID] ?? held.current[option.ID]?.value ?? option.Value ?? '';

  /** The §5 rules, and the server's refusal of the value a field still shows. */
  const problemOf = (option: (typeof currentOptions)[number]) => {
    if (!option.IsEnabled) return null;
    const value = shownValue(option);
    const refusal = held.current[option.ID];
    return optionProblem(option, value) ?? (refusal?.message && refusal.value === value ? refusal.message : null);
  };

  /** A field's value goes to the server only when the field rules take it; otherwise the field holds it. */
  const change = (option: (typeof currentOptions)[number], value: string) => {
    drafts.current[option.ID] = value;
    setChanged(true);
    if (optionProblem(option, value)) {
      held.current[option.ID] = { value };
      return;
    }
    delete held.current[option.ID];
    void send(option.ID, value);
  };

  const validate = (options: typeof currentOptions) => {
    const found: Record<string, string> = {};
    for (const option of options) {
      const message = problemOf(option);
      if (message) found[option.ID] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** The visible options of the server's last answer (Finish runs after the changes it waited for). */
  const visibleOptions = () =>
    (latest.current?.Pages ?? [])
      .filter((page) => page.IsVisible)
      .flatMap((page) => page.Screens.filter((screen) => screen.IsVisible).flatMap((screen) => screen.ScreenOptions.filter((option) => option.IsVisible)));

  /** Shows the page holding the first field with a problem. */
  const showPageOf = (optionId: string) => {
    const position = visiblePages.findIndex(({ page }) => page.Screens.some((screen) => screen.ScreenOptions.some((option) => option.ID === optionId)));
    if (position >= 0 && position !== currentPosition) setPageIndex(position);
  };

  /** Finish refuses while a field is invalid: the messages show, on the page of the first one. */
  const validateAll = () => {
    const all = visibleOptions();
    if (validate(all)) return true;
    const first = all.find((option) => problemOf(option));
    if (first) showPageOf(first.ID);
    return false;
  };

  /** The values on screen, sent with Finish so the server checks and saves exactly those. */
  const screenValues = () => visibleOptions().filter((option) => option.IsEnabled).map((option) => ({ id: option.ID, value: shownValue(option) }));

  const finishAs = async (email?: string) => {
    if (!sessionId) return;
    setBusy('finish');
    try {
      await inFlight.current.catch(() => undefined);
      // A value the server refused meanwhile (typed, then Finish at once) stops Finish here.
      if (!validateAll()) {
        setSaveOpen(false);
        setBusy(null);
        return;
      }
      const values = screenValues();
      if (email) {
        const saved = await configuratorCall<{ token: string; quoteId: number }>('finish', { sessionId, username: email, publicUser: true, values, requireHttps: false, productId }, {});
        session.signIn(saved.token, false);
        setSaveOpen(false);
        // The configuration is now a quote request of the new account: it opens, ready for checkout.
        appAlerts.success(savedMessage(saved.quoteId));
        leave(`/Quote/${saved.quoteId}`);
        return;
      }
      const result = await configuratorCall<{ quoteId: number; type: number; outcome: string }>(
        'finish',
        { sessionId, username: user?.username, publicUser: false, quoteId: quoteId ?? null, LineId: lineId ? Number(lineId) : null, lineNumber: lineNumber ? Number(lineNumber) : null, values, requireHttps: false, productId },
        headers(),
      );
      if (result.type === 3) appAlerts.success(savedMessage(result.quoteId));
      leave(`/Quote/${result.quoteId}`);
    } catch (error) {
      const failed = error as Error & { field?: string };
      const field = failed.field && visibleOptions().some((option) => option.ID === failed.field) ? failed.field : null;
      if (field) {
        // The field says what is wrong; an alert would say it twice.
        setSaveOpen(false);
        setErrors((previous) => ({ ...previous, [field]: failed.message }));
        showPageOf(field);
      } else {
        alerts.failure(failed.message);
      }
      setBusy(null);
    }
  };

  const onContinue = async () => {
    if (!data) return;
    setBusy('continue');
    try {
      await inFlight.current.catch(() => undefined);
      if (!validate(currentOptions)) return;
      if (currentPosition < visiblePages.length - 1) {
        goToPage(currentPosition + 1);
      } else if (data.OptionToFocus) {
        const target = visiblePages.findIndex(({ page }) => page.Screens.some((screen) => screen.ScreenOptions.some((option) => option.ID === data.OptionToFocus)));
        if (target >= 0) goToPage(target);
      }
    } finally {
      setBusy(null);
    }
  };

  const onFinish = async () => {
    if (!data) return;
    if (!validateAll()) return;
    if (!user) {
      if (emailParam && isEmailAddress(emailParam)) {
        await finishAs(emailParam);
        return;
      }
      setSaveOpen(true);
      return;
    }
    await finishAs();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Enter sends a value still being typed first.
    const active = document.activeElement as HTMLElement | null;
    active?.blur?.();
    if (data?.IsExecutionComplete) void onFinish();
    else void onContinue();
    active?.focus?.();
  };

  if (loadError && !data) {
    return (
      <div className="cfg cfg--error" role="alert">
        <h1 className="cfg__title">Configurator</h1>
        <p>The configuration could not be started: {loadError}</p>
        <button type="button" className="btn btn-outline" onClick={() => navigate(cancelDestination(user, quoteId))}>
          Go back
        </button>
      </div>
    );
  }
  if (!data || !sessionId) return <LoadingIndicator label="Loading configuration" fullPage />;

  const windowStart = Math.max(0, Math.min(currentPosition - 1, visiblePages.length - MAX_PAGE_BUTTONS));
  const pageButtons = visiblePages.slice(windowStart, windowStart + MAX_PAGE_BUTTONS);

  return (
    <form className="cfg" onSubmit={onSubmit} noValidate aria-busy={pending > 0}>
      <div className="cfg-bar" role="region" aria-label="Configuration summary">
        <p className="cfg-bar__price">
          <span>
            Total Price: $<strong data-testid="total-price">{formatAmount(data.ConfiguredPrice)}</strong>
          </span>
          {pending > 0 && <Spinner label="Updating" />}
        </p>
        <div className="cfg-bar__actions">
          <button type="button" className="btn btn-outline" onClick={() => setConfirmCancel(true)}>
            Cancel
          </button>
          {data.IsExecutionComplete ? (
            <button type="submit" className="btn btn-cta" disabled={busy !== null}>
              {busy === 'finish' && <Spinner />} Finish
            </button>
          ) : (
            <button type="submit" className="btn btn-primary" disabled={busy !== null}>
              {busy === 'continue' && <Spinner />} Continue
            </button>
          )}
        </div>
      </div>

      {visiblePages.length > 1 && (
        <nav className="cfg-nav" aria-label="Configurator pages">
          <button type="button" className="btn btn-ghost btn-icon" aria-label="Previous page" disabled={currentPosition === 0} onClick={() => goToPage(currentPosition - 1)}>
            <FontAwesomeIcon icon={faChevronLeft} />
          </button>
          <ol className="cfg-nav__pages">
            {pageButtons.map(({ page }, offset) => {
              const position = windowStart + offset;
              return (
                <li key={`${page.Caption}-${position}`}>
                  <button
                    type="button"
                    className={position === currentPosition ? 'cfg-nav__page is-current' : 'cfg-nav__page'}
                    aria-current={position === currentPosition ? 'step' : undefined}
                    onClick={() => goToPage(position)}
                  >
                    <span className="cfg-nav__number">{position + 1}</span> {page.Caption}
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="btn btn-ghost btn-icon"
            aria-label="Next page"
            disabled={currentPosition >= visiblePages.length - 1 || pageMode === AUTO_CONTINUE.StayOnScreenRule}
            onClick={() => goToPage(currentPosition + 1)}
          >
            <FontAwesomeIcon icon={faChevronRight} />
          </button>
        </nav>
      )}

      <div className="cfg__layout">
        <div className="cfg__body">
          {current && <h1 className="cfg__title">{current.Caption}</h1>}
          {current?.Screens.filter((screen) => screen.IsVisible).map((screen, index) => (
            <fieldset className="cfg-screen" key={screen.ID ?? index} title={screen.InformationLink ?? undefined}>
              {screen.Caption && (
                <legend className="cfg-screen__title">
                  {screen.Caption}
                  {screen.InformationLink && (
                    <span className="cfg-screen__info" title={screen.InformationLink} aria-label={screen.InformationLink} role="img">
                      <FontAwesomeIcon icon={faCircleInfo} />
                    </span>
                  )}
                </legend>
              )}
              {screen.ScreenOptions.filter((option) => option.IsVisible).map((option) => (
                <OptionField
                  key={option.ID}
                  option={option.ID in held.current ? { ...option, Value: held.current[option.ID]!.value } : option}
                  error={errors[option.ID]}
                  revision={revision}
                  onDraft={(id, value) => {
                    drafts.current[id] = value;
                  }}
                  onSend={(_id, value) => change(option, value)}
                />
              ))}
              <HiddenOptions options={screen.ScreenOptions} />
            </fieldset>
          ))}
          {data.Messages.length > 0 && (
            <ul className="cfg-messages" aria-label="Configurator messages">
              {data.Messages.map((message, index) => (
                <li key={index} className={`cfg-message cfg-message--${message.Type === 1 ? 'failure' : message.Type === 2 ? 'warning' : 'success'}`}>
                  {message.Value}
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="cfg-side">
          {data.ImageUrl && <img className="cfg-side__image" src={data.ImageUrl} alt="Configured product" />}
          <ConfigurationDetails details={data.Details} />
        </aside>
      </div>

      <ConfirmDialog
        open={confirmCancel}
        message={CANCEL_QUESTION}
        onConfirm={() => leave(cancelDestination(user, quoteId))}
        onCancel={() => setConfirmCancel(false)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        message={LEAVE_QUESTION}
        confirmLabel="Leave"
        cancelLabel="Stay"
        closeOnBack={false}
        onConfirm={() => {
          leaving.current = true;
          keepSession(address, null);
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
      <SaveEmailDialog open={saveOpen} busy={busy === 'finish'} onClose={() => setSaveOpen(false)} onSave={(email) => finishAs(email)} />
      <BlockedDialog
        blocked={blocked}
        onClose={() => setBlocked(null)}
        onApply={(changes) => {
          setBlocked(null);
          void send(changes[0]!.id, changes[0]!.value, changes);
        }}
      />
    </form>
  );
}

/** Options of a screen that a rule hides right now, each with the reason. */
export function HiddenOptions({ options }: { options: ConfiguratorData['Pages'][number]['Screens'][number]['ScreenOptions'] }) {
  const hidden = options.filter((option) => !option.IsVisible && option.Reason);
  if (!hidden.length) return null;
  return (
    <details className="cfg-hidden cfg-hidden--options">
      <summary>{hidden.length === 1 ? '1 option is not offered' : `${hidden.length} options are not offered`}</summary>
      <ul>
        {hidden.map((option) => (
          <li key={option.ID} title={option.Reason ?? undefined}>
            {option.Caption}: {option.Reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function SaveEmailDialog({ open, busy, onClose, onSave }: { open: boolean; busy: boolean; onClose(): void; onSave(email: string): void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!isEmailAddress(email)) {
      setError(PASSWORD_MESSAGES.saveEmailInvalid);
      return;
    }
    setError(null);
    onSave(email.trim());
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Save your configuration"
      maxWidth={460}
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={save}>
          {busy && <Spinner />} Save
        </button>
      }
    >
      <div
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
      >
        <p>{SAVE_EMAIL_PROMPT}</p>
        <TextField label="Email" name="username" type="email" autoComplete="email" required value={email} onChange={setEmail} error={error} autoFocus />
      </div>
    </Modal>
  );
}

export function BlockedDialog({ blocked, onClose, onApply }: { blocked: Blocked | null; onClose(): void; onApply(changes: { id: string; value: string }[]): void }) {
  const suggestion = blocked?.Suggestion ?? null;
  return (
    <Modal
      open={blocked !== null}
      onClose={onClose}
      title="That choice is not available"
      maxWidth={520}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Keep my configuration
          </button>
          {suggestion && blocked && (
            <button type="button" className="btn btn-primary" onClick={() => onApply([{ id: blocked.OptionId, value: blocked.Value }, ...suggestion.map((change) => ({ id: change.ID, value: change.Value }))])}>
              Apply these changes
            </button>
          )}
        </>
      }
    >
      {blocked && (
        <>
          <p>{blocked.Reason}</p>
          {suggestion ? (
            <>
              <p>The nearest configuration that allows it changes:</p>
              <ul className="cfg-suggestion">
                {suggestion.map((change) => (
                  <li key={change.ID}>
                    {change.Caption} to <strong>{change.ValueCaption}</strong>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>No nearby configuration allows this choice.</p>
          )}
        </>
      )}
    </Modal>
  );
}
