import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate, useParams } from 'react-router';
import { useAlerts } from '../../ui/alerts';
import { TextField } from '../../ui/fields';
import { Page, PageHeader } from '../../ui/Page';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { LoadingIndicator, Spinner } from '../../ui/Spinner';
import { formatAmount } from '../../ui/format';
import { ConfigurationDetails } from './ConfiguratorPage';
import { OptionField } from './OptionField';
import type { ConfiguratorData } from '@quotecraft/rules/configurator';
import type { ConfiguratorModelPageQuery } from './__generated__/ConfiguratorModelPageQuery.graphql';
import type { ConfiguratorModelPagePreviewQuery } from './__generated__/ConfiguratorModelPagePreviewQuery.graphql';
import type { ConfiguratorModelPageCreateMutation } from './__generated__/ConfiguratorModelPageCreateMutation.graphql';
import type { ConfiguratorModelPageUpdateMutation } from './__generated__/ConfiguratorModelPageUpdateMutation.graphql';
import './ConfiguratorModelPage.css';

const modelQuery = graphql`
  query ConfiguratorModelPageQuery($rowId: Int!, $skip: Boolean!) {
    configuratorModel(rowId: $rowId) @skip(if: $skip) {
      id
      rowId
      key
      name
      description
      latestVersion
      document
    }
  }
`;

const previewQuery = graphql`
  query ConfiguratorModelPagePreviewQuery($document: JSON!, $values: JSON, $changes: [ConfiguratorChangeInput!]) {
    previewConfiguratorModel(document: $document, values: $values, changes: $changes) {
      issues {
        path
        message
        rule
      }
      values
      d
    }
  }
`;

const createMutation = graphql`
  mutation ConfiguratorModelPageCreateMutation($key: String!, $name: String!, $description: String, $document: JSON!) {
    createConfiguratorModel(key: $key, name: $name, description: $description, document: $document) {
      id
      rowId
      latestVersion
    }
  }
`;

const updateMutation = graphql`
  mutation ConfiguratorModelPageUpdateMutation($rowId: Int!, $name: String, $description: String, $document: JSON) {
    updateConfiguratorModel(rowId: $rowId, name: $name, description: $description, document: $document) {
      id
      rowId
      name
      description
      latestVersion
      document
    }
  }
`;

export const STARTER_DOCUMENT = {
  basePrice: 100,
  autoContinueMode: 1,
  pages: [
    {
      id: 'main',
      caption: 'Options',
      screens: [
        {
          id: 'size',
          caption: 'Size',
          options: [
            {
              id: 'size',
              caption: 'Size',
              displayType: 'Radio',
              required: true,
              default: 'S',
              values: [
                { value: 'S', caption: 'Small' },
                { value: 'L', caption: 'Large', price: 50 },
              ],
            },
          ],
        },
      ],
    },
  ],
  messages: [{ when: "size == 'L'", severity: 3, text: 'Large ships on a pallet.' }],
};

const KEY_ORDER = [
  'id', 'key', 'name', 'caption', 'displayType', 'displayFormat', 'value', 'required', 'requiredWhen', 'default', 'range', 'min', 'max', 'increment',
  'informationLink', 'autoContinueMode', 'visibleWhen', 'enabledWhen', 'reason', 'price', 'imageLink', 'rule', 'message', 'severity', 'when', 'expr',
  'amount', 'type', 'url', 'text', 'basePrice', 'image', 'pages', 'screens', 'options', 'values', 'computed', 'constraints', 'prices', 'details',
  'images', 'messages', 'completeWhen', 'partNumber', 'description',
];

/** Stored documents lose their key order; show them in reading order (ids and captions first). */
export function orderKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(orderKeys);
  if (!value || typeof value !== 'object') return value;
  const rank = (key: string) => {
    const index = KEY_ORDER.indexOf(key);
    return index < 0 ? KEY_ORDER.length : index;
  };
  return Object.fromEntries(
    Object.keys(value)
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((key) => [key, orderKeys((value as Record<string, unknown>)[key])]),
  );
}

interface Issue {
  path: string;
  message: string;
  rule?: string | null;
}

/** /ConfiguratorModel/{id} (or new): JSON editor with validation by path and a live preview. */
export function ConfiguratorModelPage() {
  const { id } = useParams();
  const rowId = id === 'new' || !id ? null : parseRowId(id);
  if (rowId === null && id !== 'new' && id) return <ModelNotFound />;
  return (
    <NotFoundBoundary key={id} what="Configurator model" back="/ConfiguratorModels">
      <Suspense fallback={<LoadingIndicator label="Loading model" fullPage />}>
        <ModelEditor key={id} id={rowId} />
      </Suspense>
    </NotFoundBoundary>
  );
}

const ModelNotFound = () => <NotFound what="Configurator model" back="/ConfiguratorModels" />;

function ModelEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const environment = useRelayEnvironment();
  const data = useRouteQuery<ConfiguratorModelPageQuery>(modelQuery).data;
  const model = data.configuratorModel ?? null;
  const [key, setKey] = useState(model?.key ?? '');
  const [name, setName] = useState(model?.name ?? '');
  const [description, setDescription] = useState(model?.description ?? '');
  const [text, setText] = useState(() => JSON.stringify(orderKeys(model?.document ?? STARTER_DOCUMENT), null, 2));
  const [issues, setIssues] = useState<Issue[]>([]);
  const [preview, setPreview] = useState<{ values: Record<string, unknown> | null; d: ConfiguratorData | null }>({ values: null, d: null });
  const [previewing, setPreviewing] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const [commitCreate, creating] = useMutation<ConfiguratorModelPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<ConfiguratorModelPageUpdateMutation>(updateMutation);
  const valuesRef = useRef<Record<string, unknown> | null>(null);
  valuesRef.current = preview.values;

  const parsed = useMemo((): { document: unknown; error: string | null } => {
    try {
      return { document: JSON.parse(text), error: null };
    } catch (error) {
      return { document: null, error: (error as Error).message };
    }
  }, [text]);

  const runPreview = (changes?: { id: string; value: string }[]) => {
    if (parsed.error) return;
    setPreviewing(true);
    fetchQuery<ConfiguratorModelPagePreviewQuery>(
      environment,
      previewQuery,
      { document: parsed.document, values: changes ? valuesRef.current : valuesRef.current, changes: changes ?? null },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (result) => {
        const answer = result.previewConfiguratorModel;
        setIssues(answer.issues.map((issue) => ({ path: issue.path, message: issue.message, rule: issue.rule })));
        if (answer.d) setPreview({ values: (answer.values as Record<string, unknown>) ?? null, d: answer.d as ConfiguratorData });
        setPreviewing(false);
      },
      error: (error: Error) => {
        setIssues([{ path: '(document)', message: error.message }]);
        setPreviewing(false);
      },
    });
  };

  // Validate and preview 400 ms after the document stops changing.
  useEffect(() => {
    if (parsed.error) {
      setIssues([{ path: '(document)', message: `Not valid JSON: ${parsed.error}` }]);
      return;
    }
    const timer = setTimeout(() => runPreview(), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const save = () => {
    if (parsed.error || issues.length) {
      alerts.failure('Fix the problems listed under the editor before saving.');
      return;
    }
    if (id === null) {
      commitCreate({
        variables: { key: key.trim(), name: name.trim(), description, document: parsed.document },
        onCompleted: (result, errors) => {
          if (errors?.length) return alerts.failure(errors[0]!.message);
          alerts.success(`Saved ${name.trim()}.`);
          navigate(`/ConfiguratorModel/${result.createConfiguratorModel.rowId}`, { replace: true });
        },
        onError: (error) => alerts.failure(error.message),
      });
    } else {
      commitUpdate({
        variables: { rowId: id, name: name.trim(), description, document: parsed.document },
        onCompleted: (result, errors) => {
          if (errors?.length) return alerts.failure(errors[0]!.message);
          alerts.success(`Saved ${name.trim()} as version ${result.updateConfiguratorModel.latestVersion}.`);
        },
        onError: (error) => alerts.failure(error.message),
      });
    }
  };

  if (id !== null && !model) return <ModelNotFound />;

  const pages = preview.d?.Pages.filter((page) => page.IsVisible) ?? [];
  const current = pages[Math.min(pageIndex, Math.max(0, pages.length - 1))];
  const busy = creating || updating;

  return (
    <Page>
      <PageHeader
        title={id === null ? 'New Configurator Model' : `${model!.name} (version ${model!.latestVersion})`}
        back="/ConfiguratorModels"
        actions={
          <button type="button" className="btn btn-primary" onClick={save} disabled={busy}>
            {busy && <Spinner />} Save
          </button>
        }
      />
      <div className="cfg-model">
        <section className="cfg-model__editor" aria-label="Model document">
          <div className="cfg-model__fields">
            <TextField label="Key" name="key" required value={key} onChange={setKey} disabled={id !== null} help="Lower-case letters, digits and dashes." />
            <TextField label="Name" name="name" required value={name} onChange={setName} />
            <TextField label="Description" name="description" value={description} onChange={setDescription} />
          </div>
          <label className="field__label" htmlFor="cfg-model-document">
            Document (JSON)
          </label>
          <textarea
            id="cfg-model-document"
            className="field__control cfg-model__json"
            spellCheck={false}
            value={text}
            aria-invalid={issues.length > 0 || undefined}
            aria-describedby="cfg-model-issues"
            onChange={(event) => setText(event.target.value)}
          />
          <div id="cfg-model-issues" aria-live="polite">
            {issues.length === 0 ? (
              <p className="cfg-model__ok">{previewing ? 'Checking…' : 'No problems found.'}</p>
            ) : (
              <ul className="cfg-model__issues" aria-label="Problems">
                {issues.map((issue, index) => (
                  <li key={index}>
                    <code>{issue.path}</code>: {issue.message}
                    {issue.rule && (
                      <>
                        {' '}
                        (rule <code>{issue.rule}</code>)
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
        <section className="cfg-model__preview" aria-label="Live preview">
          <h2 className="cfg-side__title">Live preview {previewing && <Spinner label="Updating preview" />}</h2>
          {!preview.d ? (
            <p className="field__help">The preview appears once the document is valid.</p>
          ) : (
            <>
              <p className="cfg-bar__price">
                <span>
                  Total Price: $<strong>{formatAmount(preview.d.ConfiguredPrice)}</strong>
                </span>
                <span className="field__help">{preview.d.IsExecutionComplete ? 'Complete' : 'Incomplete'}</span>
              </p>
              <div className="cfg-nav__pages" role="tablist">
                {pages.map((page, index) => (
                  <button key={index} type="button" role="tab" aria-selected={page === current} className={page === current ? 'cfg-nav__page is-current' : 'cfg-nav__page'} onClick={() => setPageIndex(index)}>
                    {page.Caption}
                  </button>
                ))}
              </div>
              {current?.Screens.filter((screen) => screen.IsVisible).map((screen, index) => (
                <fieldset className="cfg-screen" key={index}>
                  {screen.Caption && <legend className="cfg-screen__title">{screen.Caption}</legend>}
                  {screen.ScreenOptions.filter((option) => option.IsVisible).map((option) => (
                    <OptionField key={option.ID} option={{ ...option, AutoContinueMode: 2 }} onSend={(optionId, value) => runPreview([{ id: optionId, value }])} />
                  ))}
                </fieldset>
              ))}
              {preview.d.Messages.length > 0 && (
                <ul className="cfg-messages">
                  {preview.d.Messages.map((message, index) => (
                    <li key={index} className={`cfg-message cfg-message--${message.Type === 1 ? 'failure' : message.Type === 2 ? 'warning' : 'success'}`}>
                      {message.Value}
                    </li>
                  ))}
                </ul>
              )}
              <ConfigurationDetails details={preview.d.Details} />
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
