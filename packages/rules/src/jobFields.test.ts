import { describe, expect, it } from 'vitest';
import { jobFieldProblem } from './jobFields.ts';

describe('job fields', () => {
  it('are required, with the spec messages word for word', () => {
    expect(jobFieldProblem('jobName', ' ')).toBe('Job Name is required.');
    expect(jobFieldProblem('specifier', null)).toBe('Specifier is required.');
    expect(jobFieldProblem('specifierLocation', '')).toBe('Specifer Location is required.');
  });

  it('hold at most 50 characters, in one wording', () => {
    expect(jobFieldProblem('jobName', 'x'.repeat(50))).toBeUndefined();
    expect(jobFieldProblem('specifierLocation', 'x'.repeat(51))).toBe('Specifier Location must be at most 50 characters.');
  });
});
