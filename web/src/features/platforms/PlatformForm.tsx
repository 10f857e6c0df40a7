import { useState, type FormEvent } from 'react';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { CheckboxField, FieldError, SelectField, TextField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import './platforms.css';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';
import { checkApprovalSettings } from '@quotecraft/rules/approvals';
import { FORMULA_RESULTS_HELP, FORMULA_RESULTS_LABEL, FORMULA_RESULTS_SUPER_ONLY } from '@quotecraft/rules/imports';

/** The role levels whose discount limit the form shows (others set over the API are kept as they are). */
export const FORM_DISCOUNT_LEVELS = [3, 5, 9] as const;

export const INTEGRATION_OPTIONS = [
  { value: 'default', label: 'Select a Value' },
  { value: 'visual', label: 'Visual' },
  { value: 'CSI', label: 'CSI' },
];
export const INVALID_EMAIL = PASSWORD_MESSAGES.emailInvalid;

export interface PlatformFormValues {
  name: string;
  emailAddresses: string[];
  integration: string;
  requireMFA: boolean;
  requireHttps: boolean;
  /** imports take a formula cell's last calculated value (level 9 changes it) */
  importFormulaResults: boolean;
  csiOrderCompleteString: string;
  erp: ErpValues;
  /** '' for no floor */
  marginFloorPercent: string;
  /** level → largest discount % without approval; '' for no limit */
  maxDiscountPercents: Record<string, string>;
}

/** The ERP connection the CSI and VISUAL adapters use; the token and password are never sent back. */
export interface ErpValues {
  baseUrl: string;
  config: string;
  token: string;
  site: string;
  username: string;
  password: string;
  hasToken: boolean;
  hasPassword: boolean;
}

export const EMPTY_ERP: ErpValues = { baseUrl: '', config: '', token: '', site: '', username: '', password: '', hasToken: false, hasPassword: false };

export const ERP_MESSAGES = {
  baseUrl: FORM_MESSAGES.erpUrl,
  config: FORM_MESSAGES.csiConfigurationRequired,
  token: FORM_MESSAGES.csiTokenRequired,
  site: FORM_MESSAGES.visualSiteRequired,
  username: FORM_MESSAGES.visualUsernameRequired,
} as const;

/** A saved token or password goes only to the saved URL: a new URL needs it entered again (the server checks too). */
export const ERP_SECRET_AGAIN = {
  token: FORM_MESSAGES.csiTokenAgain,
  password: FORM_MESSAGES.visualPasswordAgain,
} as const;

type ErpField = keyof typeof ERP_MESSAGES | 'password';

const sameUrl = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

const usesErp = (integration: string) => integration === 'CSI' || integration === 'visual';

function erpEntered(values: PlatformFormValues) {
  const e = values.erp;
  return usesErp(values.integration) && [e.baseUrl, e.config, e.token, e.site, e.username, e.password].some((v) => v.trim() !== '');
}

function isHttpUrl(value: string) {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** `savedBaseUrl`: the URL the saved token or password belongs to. */
export function validateErp(values: PlatformFormValues, savedBaseUrl = ''): Partial<Record<ErpField, string>> {
  if (!erpEntered(values)) return {};
  const e = values.erp;
  const found: Partial<Record<ErpField, string>> = {};
  if (!isHttpUrl(e.baseUrl)) found.baseUrl = ERP_MESSAGES.baseUrl;
  const urlChanged = savedBaseUrl !== '' && !sameUrl(savedBaseUrl, e.baseUrl);
  if (values.integration === 'CSI') {
    if (!e.config.trim()) found.config = ERP_MESSAGES.config;
    if (!e.token.trim() && !e.hasToken) found.token = ERP_MESSAGES.token;
    else if (!e.token.trim() && urlChanged) found.token = ERP_SECRET_AGAIN.token;
  } else {
    if (!e.site.trim()) found.site = ERP_MESSAGES.site;
    if (!e.username.trim()) found.username = ERP_MESSAGES.username;
    if (!e.password && e.hasPassword && urlChanged) found.password = ERP_SECRET_AGAIN.password;
  }
  return found;
}

export const EMPTY_PLATFORM: PlatformFormValues = {
  name: '',
  emailAddresses: [''],
  integration: 'default',
  requireMFA: false,
  requireHttps: false,
  importFormulaResults: false,
  csiOrderCompleteString: 'Ordered',
  erp: EMPTY_ERP,
  marginFloorPercent: '',
  maxDiscountPercents: {},
};

export interface PlatformErrors {
  name?: string;
  emails: (string | undefined)[];
  erp?: Partial<Record<ErpField, string>>;
  /** the margin floor and discount limits, checked by the rule the API uses */
  approval?: { field: string; message: string };
}

export function validatePlatform(values: PlatformFormValues, savedBaseUrl = ''): PlatformErrors {
  return {
    name: values.name.trim() ? undefined : FORM_MESSAGES.nameRequired,
    emails: values.emailAddresses.map((e) => (e.trim() === '' || isEmailAddress(e) ? undefined : INVALID_EMAIL)),
    erp: validateErp(values, savedBaseUrl),
    approval: approvalCheck(values).problem,
  };
}

function approvalCheck(values: PlatformFormValues) {
  const limits = Object.fromEntries(Object.entries(values.maxDiscountPercents).filter(([, v]) => v.trim() !== '').map(([level, v]) => [level, v.trim()]));
  const checked = checkApprovalSettings({ marginFloorPercent: values.marginFloorPercent.trim(), maxDiscountPercents: limits });
  return checked.ok ? { value: checked.value, problem: undefined } : { value: null, problem: checked.problem };
}

export function platformInput(values: PlatformFormValues, initial?: PlatformFormValues) {
  return {
    name: values.name.trim(),
    emailAddresses: values.emailAddresses.map((e) => e.trim()).filter(Boolean),
    integration: values.integration,
    requireMFA: values.requireMFA,
    requireHttps: values.requireHttps,
    // sent when it changes, so an administrator below level 9 saving the form never touches it
    ...(!initial || values.importFormulaResults !== initial.importFormulaResults ? { importFormulaResults: values.importFormulaResults } : {}),
    csiOrderCompleteString: values.csiOrderCompleteString.trim() || 'Ordered',
    marginFloorPercent: values.marginFloorPercent.trim(),
    maxDiscountPercents: approvalCheck(values).value?.maxDiscountPercents ?? {},
    ...(erpEntered(values)
      ? {
          erpSettings:
            values.integration === 'CSI'
              ? { baseUrl: values.erp.baseUrl.trim(), config: values.erp.config.trim(), token: values.erp.token.trim() }
              : { baseUrl: values.erp.baseUrl.trim(), site: values.erp.site.trim(), username: values.erp.username.trim(), password: values.erp.password },
        }
      : {}),
  };
}

export interface PlatformFormProps {
  initial: PlatformFormValues;
  submitting?: boolean;
  submitted?: boolean;
  serverError?: { field?: string; message: string } | null;
  /** level 9: may change whether imports take formula results */
  superAdmin?: boolean;
  onSave(input: ReturnType<typeof platformInput>): void;
  onCancel(): void;
}

export function PlatformForm({ initial, submitting, submitted, serverError, superAdmin = false, onSave, onCancel }: PlatformFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PlatformErrors>({ emails: [] });
  const [dirty, setDirty] = useState(false);

  const update = (patch: Partial<PlatformFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDirty(true);
  };
  const setEmail = (index: number, value: string) => update({ emailAddresses: values.emailAddresses.map((e, i) => (i === index ? value : e)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePlatform(values, initial.erp.baseUrl);
    setErrors(found);
    if (found.name || found.emails.some(Boolean) || Object.keys(found.erp ?? {}).length > 0 || found.approval) return;
    onSave(platformInput(values, initial));
    setDirty(false);
  };

  const setErp = (patch: Partial<ErpValues>) => update({ erp: { ...values.erp, ...patch } });
  const erpError = (field: ErpField) => errors.erp?.[field] ?? (serverError?.field === `erpSettings.${field}` ? serverError.message : undefined);
  const approvalError = (field: string) =>
    (errors.approval?.field === field ? errors.approval.message : undefined) ?? (serverError?.field === field ? serverError.message : undefined);
  const serverEmailIndex = serverError?.field?.startsWith('emailAddresses.') ? Number(serverError.field.split('.')[1]) : -1;

  return (
    <>
      <form id="platform-form" className="platform-form" noValidate onSubmit={submit} aria-label="Platform settings">
        <section className="platform-form__section">
          <TextField label="Name" name="name" required value={values.name} onChange={(name) => update({ name })} error={errors.name ?? (serverError?.field === 'name' ? serverError.message : undefined)} />

          <fieldset className="email-list">
            <legend className="field__label">Email Addresses</legend>
            {values.emailAddresses.map((email, index) => (
              <div key={index} className="email-list__row">
                <div className="email-list__input">
                  <TextField
                    label={<span className="visually-hidden">{`Email address ${index + 1}`}</span>}
                    name={`emailAddresses.${index}`}
                    type="email"
                    inputMode="email"
                    value={email}
                    onChange={(v) => setEmail(index, v)}
                    error={errors.emails[index] ?? (serverEmailIndex === index ? serverError?.message : undefined)}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon"
                  aria-label={`Remove email address ${index + 1}`}
                  title="Remove"
                  onClick={() => update({ emailAddresses: values.emailAddresses.length > 1 ? values.emailAddresses.filter((_, i) => i !== index) : [''] })}
                >
                  <FontAwesomeIcon icon={faXmark} />
                </button>
              </div>
            ))}
            <button type="button" className="btn btn-outline btn-sm email-list__add" onClick={() => update({ emailAddresses: [...values.emailAddresses, ''] })}>
              <FontAwesomeIcon icon={faPlus} />
              Add Email Address
            </button>
            <FieldError
              message={
                serverError && !serverError.field?.startsWith('emailAddresses.') && !serverError.field?.startsWith('erpSettings.') && serverError.field !== 'name'
                  ? serverError.message
                  : null
              }
            />
          </fieldset>

          <SelectField label="Integration" name="integration" options={INTEGRATION_OPTIONS} value={values.integration} onChange={(integration) => update({ integration })} />
          {usesErp(values.integration) && (
            <fieldset className="platform-form__erp">
              <legend className="field__label">ERP Connection</legend>
              <p className="field__help">
                {values.integration === 'CSI'
                  ? 'Orders are sent to CSI (Infor Mongoose IDO REST). Until the URL, configuration and token are saved, placing an order is refused.'
                  : 'Orders are sent to VISUAL. Until the URL, site and user name are saved, placing an order is refused.'}
              </p>
              <TextField label="ERP URL" name="erpSettings.baseUrl" type="url" inputMode="url" placeholder="https://erp.example.com" value={values.erp.baseUrl} onChange={(baseUrl) => setErp({ baseUrl })} error={erpError('baseUrl')} />
              {values.integration === 'CSI' ? (
                <>
                  <TextField label="CSI Configuration" name="erpSettings.config" value={values.erp.config} onChange={(config) => setErp({ config })} error={erpError('config')} help="The Mongoose configuration name (X-Infor-MongooseConfig)." />
                  <TextField
                    label="CSI Token"
                    name="erpSettings.token"
                    type="password"
                    autoComplete="off"
                    value={values.erp.token}
                    onChange={(token) => setErp({ token })}
                    error={erpError('token')}
                    help={values.erp.hasToken ? 'A token is saved. Leave blank to keep it; enter it again when you change the ERP URL.' : undefined}
                  />
                </>
              ) : (
                <>
                  <TextField label="VISUAL Site" name="erpSettings.site" value={values.erp.site} onChange={(site) => setErp({ site })} error={erpError('site')} />
                  <TextField label="VISUAL User Name" name="erpSettings.username" autoComplete="off" value={values.erp.username} onChange={(username) => setErp({ username })} error={erpError('username')} />
                  <TextField
                    label="VISUAL Password"
                    name="erpSettings.password"
                    type="password"
                    autoComplete="off"
                    value={values.erp.password}
                    onChange={(password) => setErp({ password })}
                    error={erpError('password')}
                    help={values.erp.hasPassword ? 'A password is saved. Leave blank to keep it; enter it again when you change the ERP URL.' : undefined}
                  />
                </>
              )}
            </fieldset>
          )}
          <TextField
            label="CSI Order Complete String"
            name="csiOrderCompleteString"
            value={values.csiOrderCompleteString}
            onChange={(csiOrderCompleteString) => update({ csiOrderCompleteString })}
            help='The ERP status shown when an order is complete (default "Ordered").'
          />
          <fieldset className="platform-form__approvals">
            <legend className="field__label">Discounts and Approval</legend>
            <TextField
              label="Margin Floor (%)"
              name="marginFloorPercent"
              inputMode="decimal"
              value={values.marginFloorPercent}
              onChange={(marginFloorPercent) => update({ marginFloorPercent })}
              error={approvalError('marginFloorPercent')}
              help="A line with a lower margin over dealer cost needs an administrator's approval. Blank: no floor."
            />
            {FORM_DISCOUNT_LEVELS.map((level) => (
              <TextField
                key={level}
                label={`Largest Discount Without Approval, Level ${level} (%)`}
                name={`maxDiscountPercents.${level}`}
                inputMode="decimal"
                value={values.maxDiscountPercents[String(level)] ?? ''}
                onChange={(value) => update({ maxDiscountPercents: { ...values.maxDiscountPercents, [String(level)]: value } })}
                error={approvalError(`maxDiscountPercents.${level}`)}
              />
            ))}
          </fieldset>
          <CheckboxField label="Require MFA" name="requireMFA" checked={values.requireMFA} onChange={(requireMFA) => update({ requireMFA })} />
          <CheckboxField label="Require HTTPS" name="requireHttps" checked={values.requireHttps} onChange={(requireHttps) => update({ requireHttps })} />
          <CheckboxField
            label={FORMULA_RESULTS_LABEL}
            name="importFormulaResults"
            checked={values.importFormulaResults}
            disabled={!superAdmin}
            help={superAdmin ? FORMULA_RESULTS_HELP : `${FORMULA_RESULTS_HELP} ${FORMULA_RESULTS_SUPER_ONLY}`}
            error={serverError?.field === 'importFormulaResults' ? serverError.message : undefined}
            onChange={(importFormulaResults) => update({ importFormulaResults })}
          />
        </section>
      </form>
      <FormActionBar form="platform-form" dirty={dirty} submitting={submitting} submitted={submitted && !dirty} onCancel={onCancel} />
    </>
  );
}
