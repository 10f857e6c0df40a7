import { useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import { Modal } from '../../ui/Modal';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { Spinner } from '../../ui/Spinner';
import type { ReportIssueFormMutation } from './__generated__/ReportIssueFormMutation.graphql';
import { priorityOptions, validateIssueReport, type IssueReportErrors, type IssueReportForm } from './issueReportForm';

const createMutation = graphql`
  mutation ReportIssueFormMutation($input: IssueReportInput!) {
    createIssueReport(input: $input) {
      id
      rowId
    }
  }
`;

const EMPTY: IssueReportForm = { title: '', report: '', priority: '0', status: '0' };

/** The issue report form, in a chunk of its own: it loads when the dialog first opens. */
export function ReportIssueForm({ onClose }: { onClose(): void }) {
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
      const response = await commitAsync<ReportIssueFormMutation>(environment, createMutation, {
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
