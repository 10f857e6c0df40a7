import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerContext, type ViewerUser } from '../../app/ViewerProvider';
import { AdministrationPage } from './AdministrationPage';

function user(roleLevel: number): ViewerUser {
  return {
    id: 'VXNlcjox',
    rowId: 1,
    username: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    pid: 7,
    roleId: 1,
    roleName: 'Admin',
    roleLevel,
    checkoutType: 'order',
    groupId: null,
    groupIds: [],
    groups: [],
    activeGroup: null,
  };
}

function renderFor(roleLevel: number) {
  render(
    <ViewerContext.Provider value={{ loading: false, user: user(roleLevel), platform: null }}>
      <MemoryRouter>
        <AdministrationPage />
      </MemoryRouter>
    </ViewerContext.Provider>,
  );
  return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('AdministrationPage', () => {
  it('shows level 5 the admin-area and level-5 cards with their targets', () => {
    expect(renderFor(5)).toEqual([
      ['Users', '/Users'],
      ['Groups', '/Groups/7'],
      ['Products', '/Products'],
      ['Product Lists', '/ProductLists/7'],
      ['Customers', '/Customers/7'],
      ['Themes', '/Themes/7'],
      ['RMAs', '/RMAs/7'],
      ['Status Types', '/StatusTypes'],
      ['Configurator Models', '/ConfiguratorModels'],
      ['Platform Settings', '/Platforms/edit/7'],
      ['API Tokens', '/ApiTokens'],
      ['Imports', '/Imports'],
      ['All Orders', '/Orders/7'],
      ['Order Feed', '/OrderFeed'],
      ['All Quotes', '/Quotes/7'],
      ['Jobs', '/Jobs'],
      ['Approvals', '/Approvals'],
      ['Audit Log', '/AuditLog'],
    ]);
  });

  it('adds Role Management, Platforms and Issue Reports for level 9', () => {
    const cards = renderFor(9);
    expect(cards).toHaveLength(21);
    expect(cards.slice(-3)).toEqual([
      ['Role Management', '/Role/7'],
      ['Platforms', '/Platforms'],
      ['Issue Reports', '/IssueReports'],
    ]);
  });
});
