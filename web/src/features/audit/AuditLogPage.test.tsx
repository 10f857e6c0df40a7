import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuditFilters, auditFilter } from './AuditLogPage';
import { auditChanges, auditRecordPath } from './auditRecords';

describe('audit log filters', () => {
  it('applies what, record and dates as chosen, and clears them', () => {
    const onApply = vi.fn();
    render(<AuditFilters choices={{ actions: ['delete', 'role'], entities: ['Product', 'User'] }} showPlatform={false} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'role' } });
    fireEvent.change(screen.getByLabelText('Record type'), { target: { value: 'User' } });
    fireEvent.change(screen.getByLabelText('Record id'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const values = onApply.mock.calls[0]![0];
    expect(auditFilter(values, 'admin@')).toEqual({ actor: 'admin@', action: 'role', entity: 'User', entityId: '42', from: '2026-11-01', to: null, pid: null });
    expect(screen.queryByLabelText('Platform id')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(auditFilter(onApply.mock.calls[1]![0], '')).toEqual({ actor: null, action: null, entity: null, entityId: null, from: null, to: null, pid: null });
  });

  it('offers level 9 a platform filter', () => {
    const onApply = vi.fn();
    render(<AuditFilters choices={{ actions: [], entities: [] }} showPlatform onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Platform id'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(auditFilter(onApply.mock.calls[0]![0], '').pid).toBe(3);
  });

  it('shows only the fields that changed, and every field of a deleted record', () => {
    expect(auditChanges({ roleId: 1, firstName: 'Ann', updatedAt: 'x' }, { roleId: 3, firstName: 'Ann', updatedAt: 'y' })).toEqual([{ field: 'roleId', before: '1', after: '3' }]);
    expect(auditChanges({ name: 'Lamp', defaultPrice: '10' }, null)).toEqual([
      { field: 'name', before: 'Lamp', after: '' },
      { field: 'defaultPrice', before: '10', after: '' },
    ]);
  });

  it("links to the record's screen while it exists", () => {
    expect(auditRecordPath('User', '5', 1, { username: 'a@b.test' })).toBe('/Users/edit/a%40b.test');
    expect(auditRecordPath('Product', '9', 1, { name: 'Lamp' })).toBe('/Products/edit/9');
    expect(auditRecordPath('Product', '9', 1, null)).toBeNull();
  });
});
