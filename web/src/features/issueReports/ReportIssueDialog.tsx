import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { faBug } from '@fortawesome/free-solid-svg-icons';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import { MenuButton } from '../../ui/Menu';
import { Modal } from '../../ui/Modal';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { Spinner } from '../../ui/Spinner';
import type { ReportIssueDialogMutation } from './__generated__/ReportIssueDialogMutation.graphql';
import { priorityOptions, validateIssueReport, type IssueReportErrors, type IssueReportForm } from './issueReportForm';

const createMutation = graphql`
  mutation ReportIssueDialogMutation($input: IssueReportInput!) {
    createIssueReport(input: $input) {
      id
      rowId
    }
  }
`;

const OPEN_EVENT = 'quotecraft:report-issue';

/** The user menu's "Report an issue" entry; the dialog lives outside the menu so it survives the menu closing. */
export function ReportIssueMenuItem() {
  return (
    <MenuButton icon={faBug} title="Tell us about a problem with the app." onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}>
      Report an issue
    </MenuButton>
  );
}

const EMPTY: IssueReportForm = { title: '', report: '', priority: '0', status: '0' };

/** Lets any signed-in user file an issue report. */
export function ReportIssueDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  if (!open) return null;
  return <ReportIssueForm onClose={() => setOpen(false)} />;
}

function ReportIssueForm({ onClose }: { onClose(): void }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [form, setForm] = useState<IssueReportForm>(EMPTY);
  const [errors, setErrors] = useState<IssueReportErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof IssueReportForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateIssueReport(form, false);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const response = await commitAsync<ReportIssueDialogMutation>(environment, createMutation, {
        input: { title: form.title, report: form.report, priority: Number(form.priority) },
      });
      alerts.success(`Successfully created IssueReport: ${response.createIssueReport.rowId}`);
      onClose();
    } catch (error) {
      console.error('Failed to create the issue report', error);
      const { field, message } = describeMutationError(error);
      if (field && field in form) setErrors({ [field]: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Report an issue"
      showCloseButton
      maxWidth={560}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="report-issue-form" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner />}
            Send report
          </button>
        </>
      }
    >
      <form id="report-issue-form" noValidate onSubmit={submit}>
        <TextField label="Title" name="title" required value={form.title} onChange={set('title')} error={errors.title} maxLength={200} autoFocus />
        <TextAreaField label="Report" name="report" value={form.report} onChange={set('report')} rows={5} placeholder="What happened, and what did you expect?" />
        <SelectField label="Priority" name="priority" required value={form.priority} onChange={set('priority')} options={priorityOptions} error={errors.priority} />
      </form>
    </Modal>
  );
}
