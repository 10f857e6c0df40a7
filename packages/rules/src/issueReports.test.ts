import { describe, expect, it } from 'vitest';
import { issueLevelProblem, issueReportProblems } from './issueReports.ts';

describe('issue reports', () => {
  it('need a title, a priority and (where shown) a status, with the spec messages', () => {
    expect(issueReportProblems({ title: ' ', priority: '', status: null })).toEqual({
      title: 'Title is required!',
      priority: 'Issue Priority is required!',
      status: 'Status is required!',
    });
    expect(issueReportProblems({ title: 'Broken', priority: '2', status: undefined }, false)).toEqual({});
  });

  it('take levels 0 to 4 as numbers or digits, and say what is wrong with anything else', () => {
    for (const value of [0, '4', ' 3 ']) expect(issueLevelProblem(value, 'priority')).toBeUndefined();
    expect(issueLevelProblem(5, 'priority')).toBe('Priority must be at most 4.');
    expect(issueLevelProblem(-1, 'status')).toBe('Status must be at least 0.');
    expect(issueLevelProblem('1.5', 'status')).toBe('Status must be a whole number.');
    expect(issueLevelProblem('high', 'priority')).toBe('Priority must be a number.');
    expect(issueLevelProblem(null, 'status')).toBe('Status is required!');
  });
});
