import { ISSUE_PRIORITIES, ISSUE_STATUSES, issueReportProblems } from '@quotecraft/rules/issueReports';

export interface IssueReportForm {
  title: string;
  report: string;
  priority: string;
  status: string;
}

export type IssueReportErrors = Partial<Record<keyof IssueReportForm, string>>;

/** The report form's rules (@quotecraft/rules, as the server checks them), run on submit. */
export const validateIssueReport = (form: IssueReportForm, withStatus: boolean): IssueReportErrors => issueReportProblems(form, withStatus);

export const statusOptions = ISSUE_STATUSES.map((label, value) => ({ value: String(value), label }));
export const priorityOptions = ISSUE_PRIORITIES.map((label, value) => ({ value: String(value), label }));
