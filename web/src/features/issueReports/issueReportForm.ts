export const ISSUE_STATUSES = ['To Do', 'In Progress', 'Ready For QA', 'Awaiting Deployment', 'In Production'] as const;
export const ISSUE_PRIORITIES = ['Very Low', 'Low', 'Medium', 'High', 'Very High'] as const;

export const ISSUE_MESSAGES = {
  title: 'Title is required!',
  status: 'Status is required!',
  priority: 'Issue Priority is required!',
} as const;

export interface IssueReportForm {
  title: string;
  report: string;
  priority: string;
  status: string;
}

export type IssueReportErrors = Partial<Record<keyof IssueReportForm, string>>;

const isLevel = (value: string) => /^[0-4]$/.test(value);

export function validateIssueReport(form: IssueReportForm, withStatus: boolean): IssueReportErrors {
  const errors: IssueReportErrors = {};
  if (!form.title.trim()) errors.title = ISSUE_MESSAGES.title;
  if (!isLevel(form.priority)) errors.priority = ISSUE_MESSAGES.priority;
  if (withStatus && !isLevel(form.status)) errors.status = ISSUE_MESSAGES.status;
  return errors;
}

export const statusOptions = ISSUE_STATUSES.map((label, value) => ({ value: String(value), label }));
export const priorityOptions = ISSUE_PRIORITIES.map((label, value) => ({ value: String(value), label }));
