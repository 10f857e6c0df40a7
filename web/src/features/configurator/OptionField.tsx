import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { FieldError, FieldLabel, checkboxText, isChecked } from '../../ui/fields';
import { AUTO_CONTINUE, formatFraction, type ScreenOption, type SelectableValue } from '@quotecraft/rules/configurator';
import { rangeOf } from './validation';

/** Typed text is sent after this much idle time, or on blur. */
export const TYPING_IDLE_MS = 2000;

export interface OptionFieldProps {
  option: ScreenOption;
  error?: string | null;
  /** sends one option change to the configurator */
  onSend(id: string, value: string): void;
  /** the value shown locally, for validation on submit */
  onDraft?(id: string, value: string): void;
  autoFocus?: boolean;
  /** changes with every answer of the server */
  revision?: number;
}

const TYPED = new Set(['TextBox', 'NumericTextBox', 'TypeableDropDown']);

function unavailable(value: SelectableValue) {
  return !value.IsEnabled;
}

/**
 * One screen option rendered by its display type. In auto-continue modes 0 and 1 a choice is sent
 * when the control loses focus, in mode 2 as soon as it changes; radio buttons and image choices
 * send on change in every mode; typed text goes after 2 s idle or on blur.
 */
export function OptionField({ option, error, onSend, onDraft, autoFocus, revision }: OptionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const serverValue = option.Value ?? '';
  const [draft, setDraft] = useState(serverValue);
  const sent = useRef(serverValue);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeMode = option.AutoContinueMode === AUTO_CONTINUE.MoveTabAndScreenRule;

  const wrapper = useRef<HTMLDivElement>(null);
  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  useEffect(() => {
    // Text being typed is kept; anything else shows what the server holds (and Finish sends it).
    const typing = TYPED.has(option.DisplayType) && wrapper.current?.contains(document.activeElement) && timer.current !== null;
    if (typing) return;
    setDraft(serverValue);
    sent.current = serverValue;
    onDraftRef.current?.(option.ID, serverValue);
  }, [serverValue, revision, option.DisplayType, option.ID]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const send = (value: string) => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (value === sent.current) return;
    sent.current = value;
    onSend(option.ID, value);
  };

  const change = (value: string, options: { typed?: boolean; chosen?: boolean } = {}) => {
    setDraft(value);
    onDraft?.(option.ID, value);
    if (options.typed) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => send(value), TYPING_IDLE_MS);
      return;
    }
    // A radio button is a finished choice: it goes at once in every mode, not when the group loses focus.
    if (onChangeMode || options.chosen) send(value);
  };

  // Blur of the whole control (radio groups and image choices hold several focusable elements).
  const blur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    send(draftRef.current);
  };
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const disabled = !option.IsEnabled;
  const described = error ? errorId : undefined;
  const visibleValues = option.SelectableValues.filter((value) => value.IsVisible);
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': option.IsRequired || undefined,
  };
  const title = option.Reason ?? undefined;

  let control;
  switch (option.DisplayType) {
    case 'NumericControl': {
      const range = rangeOf(option)!;
      const number = draft === '' ? range.min : Number(draft);
      const step = (direction: 1 | -1) => {
        const next = Math.min(range.max, Math.max(range.min, Math.round((number + direction * range.step) * 1e6) / 1e6));
        change(String(next));
      };
      control = (
        <div className="cfg-numeric" onBlur={blur} title={title}>
          <button type="button" className="btn btn-outline btn-sm btn-icon" aria-label={`Decrease ${option.Caption}`} disabled={disabled || number <= range.min} onClick={() => step(-1)}>
            −
          </button>
          <input
            {...common}
            id={id}
            className="cfg-numeric__range"
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={number}
            disabled={disabled}
            autoFocus={autoFocus}
            onChange={(event) => change(event.target.value)}
          />
          <button type="button" className="btn btn-outline btn-sm btn-icon" aria-label={`Increase ${option.Caption}`} disabled={disabled || number >= range.max} onClick={() => step(1)}>
            +
          </button>
          <output className="cfg-numeric__value" htmlFor={id}>
            {draft === '' ? '' : Number(draft).toLocaleString('en-US', { maximumFractionDigits: 4 })}
          </output>
        </div>
      );
      break;
    }
    case 'NumericTextBox':
    case 'TextBox':
    case 'TypeableDropDown': {
      const listId = `${id}-list`;
      const numeric = option.DisplayType === 'NumericTextBox';
      const fraction = option.DisplayFormat === 'Fraction';
      const range = rangeOf(option);
      control = (
        <>
          <input
            {...common}
            id={id}
            className="field__control"
            type="text"
            inputMode={numeric ? (fraction ? 'text' : 'decimal') : undefined}
            list={option.DisplayType === 'TypeableDropDown' ? listId : undefined}
            value={draft}
            disabled={disabled}
            autoFocus={autoFocus}
            title={title}
            placeholder={fraction ? 'e.g. 20 1/4' : undefined}
            onChange={(event) => change(event.target.value, { typed: true })}
            onBlur={() => send(draft)}
          />
          {option.DisplayType === 'TypeableDropDown' && (
            <datalist id={listId}>
              {visibleValues.map((value) => (
                <option key={value.Value} value={value.Value}>
                  {value.Caption}
                </option>
              ))}
            </datalist>
          )}
          {numeric && range && (
            <p className="field__help">
              {fraction ? `${formatFraction(range.min)} to ${formatFraction(range.max)}, in steps of ${formatFraction(range.step)}` : `${range.min} to ${range.max}`}
            </p>
          )}
        </>
      );
      break;
    }
    case 'DropDown':
      control = (
        <select
          {...common}
          id={id}
          className="field__control"
          value={draft}
          disabled={disabled}
          autoFocus={autoFocus}
          title={title}
          onChange={(event) => change(event.target.value)}
          onBlur={() => send(draftRef.current)}
        >
          {!option.IsRequired || draft === '' ? <option value="">Select…</option> : null}
          {visibleValues.map((value) => (
            <option key={value.Value} value={value.Value} title={value.Reason ?? undefined}>
              {unavailable(value) ? `${value.Caption} (unavailable)` : value.Caption}
            </option>
          ))}
        </select>
      );
      break;
    case 'Radio':
    case 'ImageChoices': {
      const images = option.DisplayType === 'ImageChoices';
      control = (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          {...common}
          className={images ? 'cfg-choices cfg-choices--images' : 'cfg-choices'}
          onBlur={blur}
          title={title}
        >
          {visibleValues.map((value, index) => {
            const checked = draft === value.Value;
            return (
              <label
                key={value.Value}
                className={`cfg-choice${checked ? ' is-checked' : ''}${unavailable(value) ? ' is-unavailable' : ''}`}
                title={value.Reason ?? undefined}
              >
                <input
                  type="radio"
                  name={id}
                  value={value.Value}
                  checked={checked}
                  disabled={disabled}
                  autoFocus={autoFocus && index === 0}
                  aria-describedby={value.Reason ? `${id}-${index}-reason` : undefined}
                  onChange={() => change(value.Value, { chosen: true })}
                />
                {images && value.ImageLink && <img src={value.ImageLink} alt="" className="cfg-choice__image" />}
                <span className="cfg-choice__caption">{value.Caption}</span>
                {value.Reason && (
                  <span id={`${id}-${index}-reason`} className="visually-hidden">
                    {value.Reason}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      );
      break;
    }
    case 'CheckBox':
      return (
        <div className="field field--checkbox cfg-option" title={title} ref={wrapper}>
          <input
            {...common}
            id={id}
            className="field__checkbox"
            type="checkbox"
            checked={isChecked(draft)}
            disabled={disabled}
            autoFocus={autoFocus}
            onChange={(event) => change(checkboxText(event.target.checked))}
            onBlur={() => send(draftRef.current)}
          />
          <FieldLabel htmlFor={id} required={option.IsRequired}>
            {option.Caption}
          </FieldLabel>
          <FieldError id={errorId} message={error} />
        </div>
      );
    default:
      control = <p className="field__help">This option cannot be shown.</p>;
  }

  return (
    <div className="field cfg-option" data-option={option.ID} ref={wrapper}>
      <span id={`${id}-label`}>
        <FieldLabel htmlFor={id} required={option.IsRequired}>
          {option.Caption}
        </FieldLabel>
      </span>
      {control}
      {disabled && option.Reason && <p className="field__help">{option.Reason}</p>}
      <HiddenValues option={option} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Choices a rule hides right now, each with the reason, so no option silently disappears. */
function HiddenValues({ option }: { option: ScreenOption }) {
  const hidden = option.SelectableValues.filter((value) => !value.IsVisible && value.Reason);
  if (!hidden.length) return null;
  return (
    <details className="cfg-hidden">
      <summary>{hidden.length === 1 ? '1 choice is not offered' : `${hidden.length} choices are not offered`}</summary>
      <ul>
        {hidden.map((value) => (
          <li key={value.Value} title={value.Reason ?? undefined}>
            {value.Caption}: {value.Reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

export const isTyped = (option: ScreenOption) => TYPED.has(option.DisplayType);
