import { useState } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faFloppyDisk } from '@fortawesome/free-solid-svg-icons/faFloppyDisk';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { ConfirmDialog } from './Modal';
import { Spinner } from './Spinner';
import './FormActionBar.css';

export const CANCEL_CONFIRMATION = 'Changes have been made are you sure you want to cancel?';

export type FormActionState = 'clean' | 'dirty' | 'submitting' | 'submitted';

export function formActionState({
  dirty,
  submitting = false,
  submitted = false,
}: {
  dirty: boolean;
  submitting?: boolean;
  submitted?: boolean;
}): FormActionState {
  if (submitting) return 'submitting';
  if (dirty) return 'dirty';
  if (submitted) return 'submitted';
  return 'clean';
}

export interface FormActionBarProps {
  dirty: boolean;
  submitting?: boolean;
  /** True once a save has completed; shows Return until the form is changed again. */
  submitted?: boolean;
  /** Id of the <form> to submit; without it Save calls onSave. */
  form?: string;
  onSave?(): void;
  onCancel(): void;
  onReturn?(): void;
  onDelete?(): void;
  /** Shown as 'Are you sure you want to delete {deleteName}?'. */
  deleteName?: string;
  saveLabel?: string;
}

export function FormActionBar({
  dirty,
  submitting = false,
  submitted = false,
  form,
  onSave,
  onCancel,
  onReturn,
  onDelete,
  deleteName,
  saveLabel = 'Save',
}: FormActionBarProps) {
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | null>(null);
  const state = formActionState({ dirty, submitting, submitted });

  const cancel = () => {
    if (dirty) setConfirming('cancel');
    else onCancel();
  };

  return (
    <div className="form-action-bar" data-state={state}>
      {onDelete && state !== 'submitting' && (
        <>
          <button type="button" className="btn btn-outline" onClick={() => setConfirming('delete')}>
            <FontAwesomeIcon icon={faTrashCan} />
            Delete
          </button>
          <span className="form-action-bar__spacer" />
        </>
      )}

      {state === 'dirty' && (
        <>
          <button type="button" className="btn btn-outline" onClick={cancel}>
            Cancel
          </button>
          <button
            type={form ? 'submit' : 'button'}
            form={form}
            className="btn btn-primary"
            onClick={form ? undefined : onSave}
          >
            <FontAwesomeIcon icon={faFloppyDisk} />
            {saveLabel}
          </button>
        </>
      )}

      {state === 'submitting' && (
        <>
          <span className="form-action-bar__status">
            <Spinner size="md" label="Saving" />
          </span>
          <button type="button" className="btn btn-outline" onClick={cancel}>
            Cancel
          </button>
        </>
      )}

      {state === 'submitted' && (
        <button type="button" className="btn btn-outline" onClick={onReturn ?? onCancel}>
          <FontAwesomeIcon icon={faArrowLeft} />
          Return
        </button>
      )}

      <ConfirmDialog
        open={confirming === 'cancel'}
        message={CANCEL_CONFIRMATION}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => {
          setConfirming(null);
          onCancel();
        }}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        message={`Are you sure you want to delete ${deleteName ?? 'this item'}?`}
        confirmLabel="Yes, Delete"
        cancelLabel="No, Cancel"
        tone="danger"
        onConfirm={() => {
          setConfirming(null);
          onDelete?.();
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
