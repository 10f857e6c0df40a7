// Issue report rules (spec part 3 §3 and §5): a title, a priority and a status from 0 to 4, with the
// spec's messages. The API refuses a report that breaks them; the report forms check the same first.

export const ISSUE_STATUSES = ['To Do', 'In Progress', 'Ready For QA', 'Awaiting Deployment', 'In Production'] as const;
export const ISSUE_PRIORITIES = ['Very Low', 'Low', 'Medium', 'High', 'Very High'] as const;

export const ISSUE_REPORT_MESSAGES = {
  title: 'Title is required!',
  status: 'Status is required!',
  priority: 'Issue Priority is required!',
} as const;

export const ISSUE_TITLE_MAX_LENGTH = 200;

const LEVEL_LABELS = { priority: 'Priority', status: 'Status' } as const;
const LEVEL_MAX = ISSUE_STATUSES.length - 1;

/**
 * Why a priority or status (0 to 4, sent as a number or its digits) is refused, or undefined: none
 * given is the spec's required message; anything else names the field and what it must be.
 */
export function issueLevelProblem(value: unknown, field: keyof typeof LEVEL_LABELS): string | undefined {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || text === null || text === undefined) return ISSUE_REPORT_MESSAGES[field];
  const level = typeof text === 'string' ? Number(text) : text;
  const label = LEVEL_LABELS[field];
  if (typeof level !== 'number' || !Number.isFinite(level)) return `${label} must be a number.`;
  if (!Number.isInteger(level)) return `${label} must be a whole number.`;
  if (level < 0) return `${label} must be at least 0.`;
  if (level > LEVEL_MAX) return `${label} must be at most ${LEVEL_MAX}.`;
  return undefined;
}

export interface IssueReportFields {
  title: string | null | undefined;
  priority: unknown;
  status: unknown;
}

export type IssueReportProblems = Partial<Record<keyof IssueReportFields, string>>;

/** The report's problems by field (empty when it may be saved); `withStatus` when the form shows the status (level 9). */
export function issueReportProblems(report: IssueReportFields, withStatus = true): IssueReportProblems {
  const problems: IssueReportProblems = {};
  if (!report.title?.trim()) problems.title = ISSUE_REPORT_MESSAGES.title;
  const priority = issueLevelProblem(report.priority, 'priority');
  if (priority) problems.priority = priority;
  const status = withStatus ? issueLevelProblem(report.status, 'status') : undefined;
  if (status) problems.status = status;
  return problems;
}
