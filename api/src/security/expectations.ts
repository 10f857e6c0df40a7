import { templateWorkbook } from '../imports/testFiles.ts';
import type { ImportType } from '../imports/templates.ts';

/**
 * Who may call what: the expected outcome of every GraphQL field (Query, Mutation, Subscription)
 * and every REST shim, read by the security matrix test (matrix.test.ts). One entry per operation.
 *
 * Every operation is called by every caller below, on a record of the caller's own platform (Acme
 * Lighting) and on one of another platform (Borealis Supply). `allow` lists the callers that succeed
 * on their own platform; everyone else must be refused. On the other platform only level 9 may
 * succeed, and no answer to anyone else may carry the other platform's data. A new operation fails
 * the test until it has an entry here.
 *
 * `args` builds the call's arguments (GraphQL variables, or the REST body) for the target platform:
 * `t.ids` are seeded rows of that platform, `t.fresh` makes new ones for calls that change or
 * delete a record, so every call meets a record in the state it needs.
 */

export const CALLERS = ['visitor', 'level0', 'level1', 'level3', 'level5', 'level9', 'apiToken'] as const;
export type Caller = (typeof CALLERS)[number];

export const ANYONE: Caller[] = [...CALLERS];
export const SIGNED_IN: Caller[] = ['level0', 'level1', 'level3', 'level5', 'level9', 'apiToken'];
/** signed in with a role level above 0 */
export const GUARDED: Caller[] = ['level1', 'level3', 'level5', 'level9', 'apiToken'];
/** a platform administrator (level 5, and API tokens, which act as one) or level 9 */
export const ADMIN: Caller[] = ['level5', 'level9', 'apiToken'];
/** administrators who are people: API tokens never manage tokens or act on their creator's account */
export const ADMIN_PEOPLE: Caller[] = ['level5', 'level9'];
export const SUPER: Caller[] = ['level9'];
/** dealers (level 3) and above: picking a quote's customer */
export const DEALER: Caller[] = ['level3', 'level5', 'level9', 'apiToken'];
/** signed-in people (an API token is a system, not a person with a profile or quotes of its own) */
export const PEOPLE: Caller[] = ['level0', 'level1', 'level3', 'level5', 'level9'];
/** people above level 0: asking for a quote's approval */
export const GUARDED_PEOPLE: Caller[] = ['level1', 'level3', 'level5', 'level9'];

/**
 * The persisted-operations rule (ASVS 4.3.1, docs/PERSISTED_OPERATIONS.md): with
 * `persistedOperationsOnly` on (production's default) only these callers may send a GraphQL
 * document's text, over HTTP and the live socket; every other caller is refused (403 over HTTP)
 * and may send only the web client's persisted ids, which every caller may.
 */
export const DOCUMENT_TEXT_CALLERS: readonly Caller[] = ['apiToken'];

/** Seeded rows of one platform. */
export interface PlatformIds {
  pid: number;
  /** its level-1 user */
  userId: number;
  username: string;
  adminUsername: string;
  groupId: number;
  customerId: number;
  customerWithErpId: number;
  addressId: number;
  fixedProductId: number;
  configurableProductId: number;
  productListId: number;
  statusTypeId: number;
  themeId: number;
  issueReportId: number;
  configuratorModelId: number;
  /** the built-in level-1 role */
  roleId: number;
}

/** New rows on the target platform; quotes, orders and RMAs belong to the target's owner. */
export interface Fresh {
  /** a quote (a quote request for level 0) of the target's owner, with lines and a note */
  quote(type?: 1 | 2 | 3): Promise<number>;
  /** a quote of the target's owner at revision 2, whose first line's quantity changed after revision 1 */
  revisedQuote(): Promise<number>;
  /** the quote total in cents */
  quoteCents(quoteId: number): Promise<number>;
  /** a line a finished configurator session put on a new quote */
  configuredLine(): Promise<{ id: number; quoteId: number; configurationId: string }>;
  /** a line of a new quote */
  line(): Promise<{ id: number; quoteId: number }>;
  /** a pending approval request of a new quote, asked for by the platform's level-1 user */
  approval(): Promise<number>;
  /** a placed order (type 2) with lines */
  order(): Promise<number>;
  rma(): Promise<number>;
  /** an RMA of a new order, submitted, with a comment */
  submittedRma(): Promise<number>;
  /** a placed order with an event on its timeline */
  orderWithEvent(): Promise<number>;
  /** a notification of the target's owner (a status change of their new order) */
  notification(): Promise<number>;
  rmaDetail(): Promise<number>;
  customer(): Promise<number>;
  address(): Promise<number>;
  group(): Promise<number>;
  productList(): Promise<number>;
  product(): Promise<number>;
  statusType(): Promise<number>;
  theme(): Promise<number>;
  issueReport(): Promise<number>;
  /** a mail job of the platform that failed and has used up its attempts */
  failedJob(): Promise<string>;
  /** a written import of the platform, with its file and a rejected rows file */
  importRun(): Promise<number>;
  configuratorModel(): Promise<number>;
  /** a level-1 user */
  user(): Promise<{ id: number; username: string }>;
  role(): Promise<number>;
  apiToken(): Promise<number>;
  /** a configurator session started by the target's owner; complete: configured far enough to finish */
  session(complete?: boolean): Promise<string>;
  /** an open password reset request of a new user */
  resetRequest(): Promise<string>;
  /** a unique text, for names and e-mail addresses */
  unique(prefix: string): string;
}

export interface Target {
  caller: Caller;
  /** the caller's own platform (Acme), or the other one (Borealis) */
  own: boolean;
  pid: number;
  ids: PlatformIds;
  fresh: Fresh;
  /** the customer the caller may see: its own one below level 3, else the platform's first */
  customerId: number;
  /** a group the target's owner is a member of (null: none) */
  memberGroupId: number | null;
}

export type Args = Record<string, unknown>;

export interface Expectation {
  /** callers that succeed on their own platform */
  allow: readonly Caller[];
  /**
   * 'record' (default): called on an own and on a foreign record.
   * 'none': the operation names no record of a platform; called once, and still may not return
   * another platform's data.
   * 'list': a list with a platform filter; the foreign call may answer the caller's own rows (or
   * nothing), never the other platform's.
   */
  target?: 'record' | 'none' | 'list';
  args?: (t: Target) => Args | Promise<Args>;
  /** an allowed caller stops at this business rule (past every permission check) instead of succeeding */
  stopsAt?: RegExp;
  /** the selection set, where the generated one asks for more than the caller may see (sign-in answers) */
  select?: string;
  /** false: level 9 is refused on another platform too (the operation is personal to the caller) */
  crossPlatform?: false;
  /** signs the caller in afresh for this call (it ends the session it runs in) */
  freshSession?: true;
  /** 'last': runs after every other call (it ends the caller's session or changes what the caller sees) */
  phase?: 'last';
}

const page = { first: 5 };
/** a 1×1 PNG, for the image uploads */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
/** an import template with its headings and no rows: past every permission check, it imports nothing */
const emptyTemplate = (type: ImportType) => templateWorkbook(type, []);
const line = (t: Target) => t.fresh.line();

const themeInput = (t: Target) => ({ pid: t.pid, name: t.fresh.unique('Theme'), darkMode: false });
const userInput = (t: Target) => ({ username: `${t.fresh.unique('new')}@example.test`, firstName: 'New', lastName: 'User', password: 'Matrix!2345x', confirmPassword: 'Matrix!2345x', pid: t.pid, roleId: t.ids.roleId });

export const EXPECTATIONS: Record<string, Expectation> = {
  // ---- GraphQL queries --------------------------------------------------------------------
  'Query.activePlatform': { allow: ANYONE, target: 'none' },
  'Query.activeTheme': { allow: ANYONE, target: 'none', args: () => ({ darkMode: false }) },
  'Query.addresses': { allow: SIGNED_IN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.adminPlatformChoices': { allow: ADMIN, target: 'none' },
  'Query.adminProduct': { allow: ADMIN, args: (t) => ({ rowId: t.ids.fixedProductId }) },
  'Query.adminProducts': { allow: ADMIN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.apiTokenSettings': { allow: ADMIN, target: 'none' },
  'Query.apiTokens': { allow: ADMIN_PEOPLE, target: 'none' },
  'Query.assignablePlatforms': { allow: ADMIN, target: 'none' },
  'Query.cardPaymentConfigured': { allow: ANYONE, target: 'none' },
  'Query.cardCheckout': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote(3) }) },
  'Query.catalogProducts': { allow: ANYONE, target: 'none', args: () => page },
  'Query.configurationCheck': { allow: SIGNED_IN, args: async (t) => ({ lineId: (await line(t)).id }) },
  'Query.configuratorModel': { allow: ADMIN, args: (t) => ({ rowId: t.ids.configuratorModelId }) },
  'Query.configuratorModels': { allow: ADMIN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.configuratorSession': { allow: ANYONE, args: async (t) => ({ sessionId: await t.fresh.session() }) },
  'Query.customer': { allow: SIGNED_IN, args: (t) => ({ rowId: t.customerId }) },
  'Query.customers': { allow: SIGNED_IN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.defaultCustomerOptions': { allow: ADMIN, args: (t) => ({ pid: t.pid }) },
  'Query.groups': { allow: ADMIN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.importAddressCustomers': { allow: ADMIN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'Query.importRuns': {
    allow: ADMIN,
    target: 'list',
    args: async (t) => {
      await t.fresh.importRun();
      return { ...page, pid: t.pid };
    },
  },
  'Query.auditLog': { allow: ADMIN, target: 'list', args: (t) => ({ ...page, filter: { pid: t.pid } }) },
  'Query.auditLogChoices': { allow: ADMIN, target: 'none' },
  'Query.issueReports': { allow: ADMIN, target: 'none', args: () => page },
  'Query.failedJobs': {
    allow: ADMIN,
    target: 'none',
    args: async (t) => {
      await t.fresh.failedJob();
      return page;
    },
  },
  'Query.me': { allow: PEOPLE, target: 'none' },
  // one's own notifications and email choices: people only (an API token has none), never another's
  'Query.notifications': { allow: PEOPLE, target: 'none', args: async (t) => (await t.fresh.notification(), page) },
  'Query.mfaEnrolment': { allow: ANYONE, target: 'none', args: () => ({ mfaToken: 'not-a-token' }), stopsAt: /./ },
  'Query.node': { allow: SIGNED_IN, args: async (t) => ({ id: Buffer.from(`Quote:${await t.fresh.quote()}`).toString('base64') }) },
  'Query.nodes': { allow: SIGNED_IN, args: async (t) => ({ ids: [Buffer.from(`Quote:${await t.fresh.quote()}`).toString('base64')] }) },
  'Query.passwordResetRequest': { allow: ANYONE, target: 'none', args: async (t) => ({ request: await t.fresh.resetRequest() }) },
  'Query.approvals': {
    allow: ADMIN,
    target: 'none',
    args: async (t) => {
      await t.fresh.approval();
      return { ...page, status: 'pending' };
    },
  },
  'Query.platform': { allow: SIGNED_IN, target: 'list', args: (t) => ({ rowId: t.pid }) },
  'Query.platformOptions': { allow: ADMIN, target: 'none' },
  'Query.platforms': { allow: ADMIN, target: 'none', args: () => page },
  'Query.previewConfiguratorModel': { allow: ADMIN, target: 'none', args: () => ({ document: { variables: [] } }), stopsAt: /./ },
  'Query.productListProducts': { allow: ADMIN, args: (t) => ({ ...page, pid: t.pid, productListId: t.ids.productListId, inList: true }) },
  'Query.productLists': { allow: ADMIN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.quote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'Query.orderFeed': { allow: ADMIN, target: 'list', args: async (t) => (await t.fresh.orderWithEvent(), { pid: t.pid }) },
  'Query.quoteCommunications': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.order() }) },
  'Query.quoteCustomers': { allow: DEALER, target: 'none', args: () => ({ first: 5 }) },
  'Query.revisionDiff': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.revisedQuote(), from: 1, to: 2 }) },
  'Query.sharedQuote': { allow: [], target: 'none', args: () => ({ token: 'n'.repeat(43) }) },
  'Query.quotes': { allow: GUARDED, target: 'list', args: (t) => ({ ...page, type: 1, pid: t.pid }) },
  'Query.rmas': { allow: GUARDED, target: 'list', args: async (t) => (await t.fresh.rma(), { ...page, pid: t.pid }) },
  'Query.roles': { allow: ADMIN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'Query.statusTypes': { allow: SIGNED_IN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.theme': { allow: ADMIN, args: (t) => ({ id: t.ids.themeId }) },
  'Query.themes': { allow: ADMIN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.user': { allow: ADMIN, args: async (t) => ({ username: (await t.fresh.user()).username }) },
  'Query.users': { allow: ADMIN, target: 'list', args: (t) => ({ ...page, pid: t.pid }) },
  'Query.validateConfiguratorModel': { allow: ADMIN, target: 'none', args: () => ({ document: { variables: [] } }) },

  // ---- GraphQL mutations ------------------------------------------------------------------
  'Mutation.addProductToQuote': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote(), productId: t.ids.fixedProductId, quantity: 1 }) },
  'Mutation.configure': { allow: ANYONE, args: async (t) => ({ sessionId: await t.fresh.session(), id: 'height', value: '20 1/4' }) },
  'Mutation.copyLineConfiguration': {
    allow: SIGNED_IN,
    args: async (t) => {
      const source = await t.fresh.configuredLine();
      return { sourceHeaderId: 'SSS', sourceDetailId: source.configurationId, headerId: 'SSS', detailId: `${source.quoteId}_9` };
    },
  },
  'Mutation.copyOrder': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.order() }) },
  'Mutation.copyQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'Mutation.copyQuoteLine': { allow: SIGNED_IN, args: async (t) => ({ id: (await line(t)).id }) },
  'Mutation.reviseQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  // A link's visitor: without a valid link (here a well-formed token no link has) everyone is refused.
  'Mutation.acceptSharedQuote': { allow: [], target: 'none', args: () => ({ token: 'n'.repeat(43), fullName: 'Pat Buyer', acceptTerms: true }) },
  'Mutation.requestQuoteChanges': { allow: [], target: 'none', args: () => ({ token: 'n'.repeat(43), comment: 'Please add a pole.' }) },
  'Mutation.placeAcceptedQuote': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote() }), stopsAt: /has not accepted the quote's current revision/ },
  'Mutation.revokeQuoteLinks': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote() }) },
  'Mutation.sendQuote': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote(), emails: [t.ids.username] }), stopsAt: /Too many emails sent/ },
  'Mutation.copyTheme': { allow: ADMIN, args: (t) => ({ id: t.ids.themeId }) },
  'Mutation.createAddress': { allow: SIGNED_IN, args: (t) => ({ input: { pid: t.pid, customerId: t.customerId, name: 'Dock', address: '1 Main St', city: 'Town', state: 'NY', zip: '10001', country: 'US', addressType: 2 } }) },
  'Mutation.createApiToken': { allow: ADMIN_PEOPLE, args: (t) => ({ name: t.fresh.unique('token'), pid: t.pid }) },
  'Mutation.createConfiguratorModel': { allow: ADMIN, args: (t) => ({ pid: t.pid, key: t.fresh.unique('key'), name: 'Model', document: { variables: [] } }), stopsAt: /./ },
  'Mutation.createCustomer': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, companyName: t.fresh.unique('Company') } }) },
  'Mutation.createGroup': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Group') } }) },
  'Mutation.createIssueReport': { allow: SIGNED_IN, target: 'none', args: (t) => ({ input: { title: t.fresh.unique('Issue'), report: 'Text', priority: 1 } }) },
  'Mutation.createPlatform': { allow: SUPER, target: 'none', args: (t) => ({ input: { name: t.fresh.unique('Platform') } }) },
  'Mutation.createProduct': { allow: SUPER, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Product'), productNumber: t.fresh.unique('PN'), isNonConfigurable: true, defaultPrice: '10.00' } }) },
  'Mutation.createProductList': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('List') }, add: [t.ids.fixedProductId] }) },
  'Mutation.createQuote': { allow: SIGNED_IN, target: 'none', args: () => ({ input: {} }) },
  'Mutation.createQuoteLine': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote(), input: { productId: t.ids.fixedProductId, quantity: 1, isNonConfigurable: true } }) },
  'Mutation.createRma': { allow: GUARDED, target: 'none' },
  'Mutation.createRmaDetail': { allow: GUARDED, args: async (t) => ({ rmaId: await t.fresh.rma(), input: { productNumber: 'RMA-PART', modelNo: 'NA', quantity: '1', reason: 'Broken' } }) },
  'Mutation.createRmaFromOrder': { allow: GUARDED, args: async (t) => ({ orderId: await t.fresh.order() }) },
  'Mutation.createRole': { allow: SUPER, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Role'), roleLevel: 1 } }) },
  'Mutation.createStatusType': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Status'), roleLevel: 1, visible: true, displayOrder: 9 } }) },
  'Mutation.createTheme': { allow: ADMIN, args: (t) => ({ input: themeInput(t) }) },
  'Mutation.createUser': { allow: ADMIN, args: (t) => ({ input: userInput(t) }) },
  'Mutation.deleteAddress': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.address() }) },
  'Mutation.deleteQuoteShippingAddress': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote(), id: await t.fresh.address() }) },
  'Mutation.deleteCustomer': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.customer() }) },
  'Mutation.deleteGroup': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.group() }) },
  'Mutation.deleteIssueReport': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.issueReport() }) },
  'Mutation.retryJobs': { allow: ADMIN, args: async (t) => ({ ids: [await t.fresh.failedJob()] }) },
  'Mutation.deleteOrder': { allow: SUPER, args: async (t) => ({ id: await t.fresh.order() }) },
  'Mutation.deleteProduct': { allow: SUPER, args: async (t) => ({ id: await t.fresh.product() }) },
  'Mutation.deleteProductList': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.productList() }) },
  'Mutation.deleteQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'Mutation.deleteQuoteLine': { allow: SIGNED_IN, args: async (t) => ({ id: (await line(t)).id }) },
  'Mutation.deleteRma': { allow: SUPER, args: async (t) => ({ id: await t.fresh.rma() }) },
  'Mutation.deleteRmaDetail': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rmaDetail() }) },
  'Mutation.deleteRole': { allow: SUPER, args: async (t) => ({ id: await t.fresh.role() }) },
  'Mutation.deleteStatusType': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.statusType() }) },
  'Mutation.deleteTheme': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.theme() }) },
  'Mutation.bulkUpdateUsers': { allow: ADMIN, args: async (t) => ({ ids: [(await t.fresh.user()).id], action: 'addToGroup', groupId: t.ids.groupId }) },
  'Mutation.bulkUpdateProducts': { allow: SUPER, args: async (t) => ({ ids: [await t.fresh.product()], action: 'delete' }) },
  'Mutation.deleteUsers': { allow: ADMIN, args: async (t) => ({ ids: [(await t.fresh.user()).id] }) },
  'Mutation.emailNewUserPassword': { allow: ADMIN, args: async (t) => ({ username: (await t.fresh.user()).username, password: 'Matrix!2345x' }) },
  'Mutation.finishConfiguration': { allow: PEOPLE, args: async (t) => ({ sessionId: await t.fresh.session(true), quoteId: String(await t.fresh.quote()) }) },
  'Mutation.forgotPassword': { allow: ANYONE, target: 'none', args: async (t) => ({ username: (await t.fresh.user()).username }), stopsAt: /Too many password reset requests/ },
  'Mutation.login': { allow: ANYONE, target: 'none', args: async (t) => ({ input: { username: (await t.fresh.user()).username, password: 'Demo!2345' } }), select: '{ __typename token }' },
  'Mutation.authenticateTestCardPayment': { allow: SIGNED_IN, crossPlatform: false, args: async (t) => ({ quoteId: await t.fresh.quote(3), approve: true }), stopsAt: /test payment provider is not in use/ },
  'Mutation.payForQuote': { allow: SIGNED_IN, crossPlatform: false, args: async (t) => { const quoteId = await t.fresh.quote(3); return { quoteId, amount: await t.fresh.quoteCents(quoteId), paymentMethodId: 'pm_card_visa' }; }, stopsAt: /Card payment is not configured|Card checkout is not enabled/ },
  'Mutation.submitQuoteRequest': { allow: PEOPLE, crossPlatform: false, args: async (t) => ({ id: await t.fresh.quote(3) }), stopsAt: /You must provide a specifier on the Quote Summary/ },
  'Mutation.requestQuoteApproval': { allow: GUARDED_PEOPLE, args: async (t) => ({ id: await t.fresh.quote(), comment: 'Matrix' }), stopsAt: /needs no approval/ },
  'Mutation.decideQuoteApproval': { allow: ADMIN_PEOPLE, args: async (t) => ({ id: await t.fresh.approval(), approve: true, comment: 'Matrix' }) },
  'Mutation.placeOrder': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote(), input: { jobName: 'Matrix' } }), stopsAt: /CSI integration is not configured/ },
  'Mutation.prepareCardPayment': { allow: SIGNED_IN, crossPlatform: false, args: async (t) => { const quoteId = await t.fresh.quote(3); return { quoteId, amount: await t.fresh.quoteCents(quoteId) }; }, stopsAt: /Card payment is not configured|Card checkout is not enabled/ },
  'Mutation.registerWithPassword': { allow: ANYONE, target: 'none', args: (t) => ({ input: { name: 'New Person', username: `${t.fresh.unique('reg')}@example.test`, password: 'Matrix!2345x', confirmPassword: 'Matrix!2345x' } }), stopsAt: /Too many sign-up requests/ },
  'Mutation.reportClientError': { allow: ANYONE, target: 'none', args: () => ({ input: { message: 'matrix' } }) },
  'Mutation.addOrderComment': { allow: GUARDED, args: async (t) => ({ quoteId: await t.fresh.order(), text: 'When will it ship?' }) },
  'Mutation.setOrderStatusType': { allow: ADMIN, args: async (t) => ({ quoteId: await t.fresh.order(), statusTypeId: t.ids.statusTypeId }) },
  'Mutation.addOrderShipment': { allow: ADMIN, args: async (t) => ({ quoteId: await t.fresh.order(), lines: [{ lineNumber: 1, trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' }] }) },
  'Mutation.addRmaComment': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.submittedRma(), text: 'The housing is cracked.' }) },
  'Mutation.setRmaStatus': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.submittedRma(), status: 'Received', comment: 'Arrived at the dock.' }) },
  'Mutation.reportOrderStatus': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.order(), status: 'S' }) },
  'Mutation.resetPassword': { allow: ANYONE, target: 'none', args: async (t) => ({ request: await t.fresh.resetRequest(), password: 'Matrix!2345y', confirmPassword: 'Matrix!2345y' }) },
  'Mutation.revokeApiToken': { allow: ADMIN_PEOPLE, args: async (t) => ({ id: await t.fresh.apiToken() }) },
  'Mutation.saveConfigurationAsPublicUser': { allow: ['visitor'], args: async (t) => ({ sessionId: await t.fresh.session(true), email: `${t.fresh.unique('public')}@example.test` }) },
  'Mutation.sendOrderStatusEmails': { allow: ADMIN, args: async (t) => ({ quoteId: await t.fresh.order(), emails: [t.ids.username], subject: 'Status', htmlBody: '<p>Shipped</p>' }), stopsAt: /Too many emails sent/ },
  'Mutation.sessionExpired': { allow: ANYONE, target: 'none', args: () => ({ token: 'not-a-token' }) },
  'Mutation.setActiveGroup': { allow: PEOPLE, args: (t) => ({ groupId: t.own ? t.memberGroupId : t.ids.groupId }), crossPlatform: false, phase: 'last' },
  'Mutation.setGroupMember': { allow: ADMIN, args: async (t) => ({ groupId: t.ids.groupId, userId: (await t.fresh.user()).id, member: true }) },
  'Mutation.setQuoteCustomer': { allow: DEALER, args: async (t) => ({ id: await t.fresh.quote(), customerId: t.ids.customerId }) },
  'Mutation.signOut': { allow: ['visitor', ...PEOPLE], target: 'none', freshSession: true, phase: 'last' },
  'Mutation.signUp': { allow: ANYONE, target: 'none', args: (t) => ({ input: { name: 'New Person', username: `${t.fresh.unique('signup')}@example.test`, password: 'Matrix!2345x', confirmPassword: 'Matrix!2345x' } }), stopsAt: /Too many sign-up requests/ },
  'Mutation.startConfiguration': { allow: ANYONE, args: (t) => ({ productId: t.ids.configurableProductId }) },
  'Mutation.submitRma': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rma() }) },
  'Mutation.updateAddress': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.address(), input: { city: 'Elsewhere' } }) },
  'Mutation.updateConfiguratorModel': { allow: ADMIN, args: async (t) => ({ rowId: await t.fresh.configuratorModel(), name: 'Renamed' }) },
  'Mutation.updateCustomer': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.customer(), input: { description: 'Changed' } }) },
  'Mutation.updateGroup': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.group(), input: { description: 'Changed' } }) },
  'Mutation.updateIssueReport': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.issueReport(), input: { title: t.fresh.unique('Issue') } }) },
  'Mutation.updatePlatform': { allow: ADMIN, args: (t) => ({ id: t.pid, input: { csiOrderCompleteString: 'Complete' } }) },
  'Mutation.updateProduct': { allow: SUPER, args: async (t) => ({ id: await t.fresh.product(), input: { description: 'Changed' } }) },
  'Mutation.updateProductList': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.productList(), input: { name: t.fresh.unique('List') }, add: [t.ids.fixedProductId] }) },
  'Mutation.updateNotificationPreferences': { allow: PEOPLE, target: 'none', args: () => ({ input: { status: true } }) },
  'Mutation.markNotificationsRead': { allow: PEOPLE, target: 'none', args: async (t) => ({ ids: [await t.fresh.notification()] }) },
  'Mutation.updateQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote(), input: { jobName: 'Changed' } }) },
  'Mutation.updateQuoteContact': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote(), phone: '555-0100' }) },
  'Mutation.updateQuoteLine': { allow: SIGNED_IN, args: async (t) => ({ id: (await line(t)).id, input: { quantity: 2 } }) },
  'Mutation.updateRma': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rma(), input: { modelNo: 'M-2' } }) },
  'Mutation.updateRmaDetail': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rmaDetail(), input: { productNumber: 'RMA-PART', modelNo: 'NA', quantity: '1', reason: 'Changed' } }) },
  'Mutation.updateRole': { allow: SUPER, args: async (t) => ({ id: await t.fresh.role(), input: { description: 'Changed' } }) },
  'Mutation.updateStatusType': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.statusType(), input: { name: t.fresh.unique('Status') } }) },
  'Mutation.updateTheme': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.theme(), input: { ...themeInput(t), description: 'Changed' } }) },
  'Mutation.updateUser': { allow: ADMIN, args: async (t) => ({ id: (await t.fresh.user()).id, input: { firstName: 'Changed' } }) },
  'Mutation.verifyPasscode': { allow: ANYONE, target: 'none', args: () => ({ mfaToken: 'not-a-token', passcode: '000000' }), stopsAt: /./, select: '{ __typename token }' },

  // ---- GraphQL subscriptions: an event of each platform is published while subscribed -------
  'Subscription.orderEvents': { allow: ADMIN },
  'Subscription.orderStatusChanged': { allow: GUARDED },
  'Subscription.orderTimeline': { allow: GUARDED },
  'Subscription.notificationsChanged': { allow: PEOPLE, crossPlatform: false },
  'Subscription.quoteCustomerStatusChanged': { allow: GUARDED },
  'Subscription.quoteApprovalChanged': { allow: GUARDED },
  'Subscription.userPresence': { allow: ADMIN },

  // ---- REST shims -------------------------------------------------------------------------
  'REST RMADetailManagement/createRMADetail': { allow: GUARDED, args: async (t) => ({ input: { RMAId: await t.fresh.rma(), productNumber: 'RMA-PART', modelNo: 'NA', quantity: '1', reason: 'Broken' } }) },
  'REST RMADetailManagement/deleteRMADetail': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rmaDetail() }) },
  'REST RMADetailManagement/getRMADetails': { allow: GUARDED, args: async (t) => ({ RMAId: await t.fresh.rma() }) },
  'REST RMADetailManagement/updateRMADetail': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rmaDetail(), input: { productNumber: 'RMA-PART', modelNo: 'NA', quantity: '1', reason: 'Changed' } }) },
  'REST RMAManagement/createRMA': { allow: GUARDED, target: 'none' },
  'REST RMAManagement/createRMAFromQuote': { allow: GUARDED, args: async (t) => ({ quoteId: await t.fresh.order() }) },
  'REST RMAManagement/deleteRMA': { allow: SUPER, args: async (t) => ({ id: await t.fresh.rma() }) },
  'REST RMAManagement/getRMA': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rma() }) },
  'REST RMAManagement/addRMAComment': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.submittedRma(), text: 'The housing is cracked.' }) },
  'REST RMAManagement/getRMAComments': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.submittedRma() }) },
  'REST RMAManagement/setRMAStatus': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.submittedRma(), status: 'Received', comment: 'Arrived at the dock.' }) },
  'REST RMAManagement/getRMAs': { allow: GUARDED, target: 'list', args: async (t) => (await t.fresh.rma(), { pid: t.pid }) },
  'REST RMAManagement/submitRMA': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rma() }) },
  'REST RMAManagement/updateRMA': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.rma(), input: { modelNo: 'M-2' } }) },
  'REST addressManagement/createAddress': { allow: SIGNED_IN, args: (t) => ({ input: { pid: t.pid, customerId: t.customerId, name: 'Dock', address: '1 Main St', city: 'Town', state: 'NY', zip: '10001', country: 'US', addressType: 2 } }) },
  'REST addressManagement/deleteAddress': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.address() }) },
  'REST addressManagement/getAddresses': { allow: SIGNED_IN, target: 'none' },
  'REST addressManagement/updateAddress': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.address(), input: { city: 'Elsewhere' } }) },
  'REST administration/emailNewUserPassword': { allow: ADMIN, args: async (t) => ({ username: (await t.fresh.user()).username, password: 'Matrix!2345x' }) },
  'REST auth/authorize': { allow: ANYONE, target: 'none', args: () => ({ token: '000000', username: 'nobody@example.test', secret: 'JBSWY3DPEHPK3PXP' }), stopsAt: /./ },
  'REST auth/forgotPassword': { allow: ANYONE, target: 'none', args: async (t) => ({ username: (await t.fresh.user()).username }), stopsAt: /Too many password reset requests/ },
  'REST auth/getSecret': { allow: ANYONE, target: 'none', args: () => ({}), stopsAt: /./ },
  'REST auth/liveTicket': { allow: SIGNED_IN, target: 'none' },
  'REST auth/login': { allow: ANYONE, target: 'none', args: async (t) => ({ username: (await t.fresh.user()).username, password: 'Demo!2345' }) },
  'REST auth/register': { allow: ANYONE, target: 'none', args: (t) => ({ name: 'New Person', username: `${t.fresh.unique('reg')}@example.test`, password: 'Matrix!2345x', confirmPassword: 'Matrix!2345x' }), stopsAt: /Too many sign-up requests/ },
  'REST auth/resetPassword': { allow: ANYONE, target: 'none', args: async (t) => ({ request: await t.fresh.resetRequest(), password: 'Matrix!2345y', confirmPassword: 'Matrix!2345y' }) },
  'REST auth/sessionExpired': { allow: ANYONE, target: 'none', args: () => ({ token: 'not-a-token' }) },
  'REST auth/signOut': { allow: PEOPLE, target: 'none', freshSession: true, phase: 'last' },
  'REST auth/signUp': { allow: ANYONE, target: 'none', args: (t) => ({ name: 'New Person', username: `${t.fresh.unique('signup')}@example.test`, password: 'Matrix!2345x', confirmPassword: 'Matrix!2345x' }), stopsAt: /Too many sign-up requests/ },
  'REST configurator/configure': { allow: ANYONE, args: async (t) => ({ sessionId: await t.fresh.session(), id: 'height', value: '20 1/4' }) },
  'REST configurator/copyLineConfiguration': {
    allow: SIGNED_IN,
    args: async (t) => {
      const source = await t.fresh.configuredLine();
      return { sourceHeaderId: 'SSS', sourceDetailId: source.configurationId, headerId: 'SSS', detailId: `${source.quoteId}_9` };
    },
  },
  'REST configurator/finish': { allow: PEOPLE, args: async (t) => ({ sessionId: await t.fresh.session(true), quoteId: String(await t.fresh.quote()) }) },
  'REST configurator/start': { allow: ANYONE, args: (t) => ({ productId: t.ids.configurableProductId }) },
  'REST customerManagement/createCustomer': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, companyName: t.fresh.unique('Company') } }) },
  'REST customerManagement/deleteCustomer': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.customer() }) },
  'REST customerManagement/getCustomer': { allow: SIGNED_IN, args: (t) => ({ id: t.customerId }) },
  'REST customerManagement/getCustomers': { allow: SIGNED_IN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'REST customerManagement/updateCustomer': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.customer(), input: { description: 'Changed' } }) },
  'REST errorReports/report': { allow: ANYONE, target: 'none', args: () => ({ message: 'matrix' }) },
  'REST files/uploadfile': { allow: GUARDED, target: 'none', args: () => ({ file: PNG, note: 'matrix' }) },
  'REST groupManagement/createGroup': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Group') } }) },
  'REST groupManagement/deleteGroup': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.group() }) },
  'REST exportManagement/exportList': { allow: ADMIN, target: 'list', args: (t) => ({ list: 'customers', filters: { pid: t.pid } }) },
  'REST groupManagement/getGroup': { allow: ADMIN, args: (t) => ({ id: t.ids.groupId }) },
  'REST groupManagement/getGroups': { allow: ADMIN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'REST groupManagement/updateGroup': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.group(), input: { description: 'Changed' } }) },
  'REST importManagement/downloadAddressTemplate': { allow: ADMIN, target: 'none' },
  'REST importManagement/downloadImportFile': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.importRun() }) },
  'REST importManagement/downloadRejectedRows': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.importRun() }) },
  'REST importManagement/getImportHistory': {
    allow: ADMIN,
    target: 'list',
    args: async (t) => {
      await t.fresh.importRun();
      return { pid: t.pid };
    },
  },
  'REST importManagement/downloadCustomerTemplate': { allow: ADMIN, target: 'none' },
  'REST importManagement/downloadProductTemplate': { allow: ADMIN, target: 'none' },
  'REST importManagement/downloadUserTemplate': { allow: ADMIN, target: 'none' },
  'REST importManagement/importAddress': { allow: ADMIN, args: async (t) => ({ file: await emptyTemplate('Address'), id: String(t.customerId) }) },
  'REST importManagement/importCustomers': { allow: ADMIN, args: async (t) => ({ file: await emptyTemplate('Customers'), id: String(t.pid) }) },
  'REST importManagement/importProducts': { allow: SUPER, args: async (t) => ({ file: await emptyTemplate('Products'), id: String(t.pid) }) },
  'REST importManagement/importUsers': { allow: ADMIN, args: async (t) => ({ file: await emptyTemplate('Users'), id: String(t.pid) }) },
  'REST issueReportManagement/createIssueReport': { allow: SIGNED_IN, target: 'none', args: (t) => ({ input: { title: t.fresh.unique('Issue'), report: 'Text', priority: 1 } }) },
  'REST issueReportManagement/deleteIssueReport': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.issueReport() }) },
  'REST issueReportManagement/getIssueReports': { allow: ADMIN, target: 'none' },
  'REST jobManagement/getFailedJobs': {
    allow: ADMIN,
    target: 'none',
    args: async (t) => {
      await t.fresh.failedJob();
      return {};
    },
  },
  'REST approvalManagement/getApprovals': { allow: ADMIN, target: 'none', args: () => ({ status: 'pending', limit: 5 }) },
  'REST approvalManagement/decideApproval': { allow: ADMIN_PEOPLE, args: async (t) => ({ id: await t.fresh.approval(), approve: true, comment: 'Matrix' }) },
  'REST quoteManagement/requestApproval': { allow: GUARDED_PEOPLE, args: async (t) => ({ id: await t.fresh.quote(), comment: 'Matrix' }), stopsAt: /needs no approval/ },
  'REST jobManagement/retryJobs': { allow: ADMIN, args: async (t) => ({ ids: [await t.fresh.failedJob()] }) },
  'REST issueReportManagement/updateIssueReport': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.issueReport(), input: { title: t.fresh.unique('Issue') } }) },
  'REST orderManagement/addOrderComment': { allow: GUARDED, args: async (t) => ({ quoteId: await t.fresh.order(), text: 'When will it ship?' }) },
  'REST orderManagement/addOrderShipment': { allow: ADMIN, args: async (t) => ({ quoteId: await t.fresh.order(), lines: [{ lineNumber: 1, trackingNumber: '794611112222' }] }) },
  'REST orderManagement/getOrderTimeline': { allow: GUARDED, args: async (t) => ({ quoteId: await t.fresh.orderWithEvent() }) },
  'REST orderManagement/setOrderStatusType': { allow: ADMIN, args: async (t) => ({ quoteId: await t.fresh.order(), statusTypeId: t.ids.statusTypeId }) },
  'REST orderManagement/updateOrderStatus': { allow: ADMIN, args: async (t) => ({ swiftsellQuoteId: await t.fresh.order(), status: 'S' }) },
  'REST paymentManagement/payment': { allow: SIGNED_IN, crossPlatform: false, args: async (t) => { const quoteId = await t.fresh.quote(3); return { quoteId, amount: await t.fresh.quoteCents(quoteId), id: 'pm_card_visa' }; }, stopsAt: /Card payment is not configured|Card checkout is not enabled/ },
  'REST platformManagement/createPlatform': { allow: SUPER, target: 'none', args: (t) => ({ input: { name: t.fresh.unique('Platform') } }) },
  'REST platformManagement/getPlatform': { allow: SIGNED_IN, target: 'list', args: (t) => ({ id: t.pid }) },
  'REST platformManagement/getPlatforms': { allow: ADMIN, target: 'none' },
  'REST platformManagement/updatePlatform': { allow: ADMIN, args: (t) => ({ id: t.pid, input: { csiOrderCompleteString: 'Complete' } }) },
  'REST productListManagement/createProductList': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('List') }, add: [t.ids.fixedProductId] }) },
  'REST productListManagement/deleteProductList': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.productList() }) },
  'REST productListManagement/getProductList': { allow: ADMIN, args: (t) => ({ id: t.ids.productListId }) },
  'REST productListManagement/getProductLists': { allow: ADMIN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'REST productListManagement/updateProductList': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.productList(), input: { name: t.fresh.unique('List') }, add: [t.ids.fixedProductId] }) },
  'REST productManagement/createProduct': { allow: SUPER, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Product'), productNumber: t.fresh.unique('PN'), isNonConfigurable: true, defaultPrice: '10.00' } }) },
  'REST productManagement/deleteProduct': { allow: SUPER, args: async (t) => ({ id: await t.fresh.product() }) },
  'REST productManagement/getProduct': { allow: SIGNED_IN, args: (t) => ({ id: t.ids.fixedProductId }) },
  'REST productManagement/getProducts': { allow: SIGNED_IN, target: 'list', args: (t) => ({ filters: { pid: t.pid } }) },
  'REST productManagement/updateProduct': { allow: SUPER, args: async (t) => ({ id: await t.fresh.product(), input: { description: 'Changed' } }) },
  'REST quoteManagement/addProduct': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote(), productId: t.ids.fixedProductId, quantity: 1 }) },
  'REST quoteManagement/copyLine': { allow: SIGNED_IN, args: async (t) => ({ id: (await line(t)).id }) },
  'REST quoteManagement/copyOrder': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.order() }) },
  'REST quoteManagement/copyQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'REST quoteManagement/createLine': { allow: SIGNED_IN, args: async (t) => ({ input: { quoteId: await t.fresh.quote(), productId: t.ids.fixedProductId, quantity: 1, isNonConfigurable: true } }) },
  'REST quoteManagement/downloadQuotePdf': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  // a visitor without a working link (the link's holder is tested in documents/quotePdf.test.ts): refused to everyone
  'REST quoteManagement/downloadSharedQuotePdf': { allow: [], target: 'none', args: () => ({ token: 'n'.repeat(43) }) },
  'REST quoteManagement/downloadLineTemplate': { allow: SIGNED_IN, args: (t) => ({ productId: t.ids.configurableProductId }) },
  'REST quoteManagement/importLines': {
    allow: SIGNED_IN,
    args: async (t) => ({ file: await emptyTemplate('Products'), quoteId: String(await t.fresh.quote()), productId: String(t.ids.configurableProductId), dryRun: 'true' }),
  },
  'REST quoteManagement/createQuote': { allow: SIGNED_IN, target: 'none', args: () => ({ input: {} }) },
  'REST quoteManagement/deleteLine': { allow: SIGNED_IN, args: async (t) => ({ id: (await line(t)).id }) },
  'REST quoteManagement/deleteOrder': { allow: SUPER, args: async (t) => ({ id: await t.fresh.order() }) },
  'REST quoteManagement/deleteQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'REST quoteManagement/getCommunications': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.order() }) },
  'REST quoteManagement/getCustomers': { allow: DEALER, target: 'none' },
  'REST quoteManagement/getLines': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote() }) },
  'REST quoteManagement/getQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'REST quoteManagement/getQuoteById': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'REST quoteManagement/getQuotes': { allow: GUARDED, target: 'list', args: (t) => ({ type: 1, pid: t.pid }) },
  'REST quoteManagement/getRevisionDiff': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote(), from: 1, to: 1 }) },
  'REST quoteManagement/getRevisions': { allow: SIGNED_IN, args: async (t) => ({ quoteId: await t.fresh.quote() }) },
  'REST quoteManagement/reviseQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote() }) },
  'REST quoteManagement/placeAcceptedQuote': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote() }), stopsAt: /has not accepted the quote's current revision/ },
  'REST quoteManagement/revokeQuoteLinks': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote() }) },
  'REST quoteManagement/sendQuote': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote(), emails: [t.ids.username] }), stopsAt: /Too many emails sent/ },
  'REST quoteManagement/submitQuoteRequest': { allow: PEOPLE, crossPlatform: false, args: async (t) => ({ id: await t.fresh.quote(3) }), stopsAt: /You must provide a specifier on the Quote Summary/ },
  'REST quoteManagement/placeOrder': { allow: GUARDED, args: async (t) => ({ id: await t.fresh.quote(), input: { jobName: 'Matrix' } }), stopsAt: /CSI integration is not configured/ },
  'REST quoteManagement/sendOrderStatusEmails': { allow: ADMIN, args: async (t) => ({ quoteId: await t.fresh.order(), emails: [t.ids.username], subject: 'Status', htmlBody: '<p>Shipped</p>' }), stopsAt: /Too many emails sent/ },
  'REST quoteManagement/updateLine': { allow: SIGNED_IN, args: async (t) => ({ id: (await line(t)).id, input: { quantity: 2 } }) },
  'REST quoteManagement/updateQuote': { allow: SIGNED_IN, args: async (t) => ({ id: await t.fresh.quote(), input: { jobName: 'Changed' } }) },
  'REST roleManagement/createRole': { allow: SUPER, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Role'), roleLevel: 1 } }) },
  'REST roleManagement/deleteRole': { allow: SUPER, args: async (t) => ({ id: await t.fresh.role() }) },
  'REST roleManagement/getRoles': { allow: ADMIN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'REST roleManagement/updateRole': { allow: SUPER, args: async (t) => ({ id: await t.fresh.role(), input: { description: 'Changed' } }) },
  'REST statusTypesMgmt/createStatusType': { allow: ADMIN, args: (t) => ({ input: { pid: t.pid, name: t.fresh.unique('Status'), roleLevel: 1, visible: true, displayOrder: 9 } }) },
  'REST statusTypesMgmt/deleteStatusType': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.statusType() }) },
  'REST statusTypesMgmt/getStatusTypes': { allow: SIGNED_IN, target: 'none', args: () => ({}) },
  'REST statusTypesMgmt/updateStatusType': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.statusType(), input: { name: t.fresh.unique('Status') } }) },
  'REST themeManagement/copyTheme': { allow: ADMIN, args: (t) => ({ id: t.ids.themeId }) },
  'REST themeManagement/createTheme': { allow: ADMIN, args: (t) => ({ input: themeInput(t) }) },
  'REST themeManagement/deleteTheme': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.theme() }) },
  'REST themeManagement/getActiveTheme': { allow: ANYONE, target: 'none', args: () => ({ pid: 'default', darkMode: false }) },
  'REST themeManagement/getTheme': { allow: ADMIN, args: (t) => ({ id: t.ids.themeId }) },
  'REST themeManagement/getThemes': { allow: ADMIN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'REST themeManagement/uploadThemeFiles': { allow: ADMIN, args: (t) => ({ logo: PNG, id: String(t.ids.themeId) }) },
  'REST themeManagement/updateTheme': { allow: ADMIN, args: async (t) => ({ id: await t.fresh.theme(), input: { description: 'Changed' } }) },
  'REST userManagement/createUser': { allow: ADMIN, args: (t) => ({ input: userInput(t) }) },
  'REST userManagement/bulkUpdateUsers': { allow: ADMIN, args: async (t) => ({ ids: [(await t.fresh.user()).id], action: 'addToGroup', groupId: t.ids.groupId }) },
  'REST auditManagement/getAuditLog': { allow: ADMIN, target: 'list', args: (t) => ({ filters: { pid: t.pid } }) },
  'REST productManagement/bulkUpdateProducts': { allow: SUPER, args: async (t) => ({ ids: [await t.fresh.product()], action: 'delete' }) },
  'REST userManagement/deleteUser': { allow: ADMIN, args: async (t) => ({ id: (await t.fresh.user()).id }) },
  'REST userManagement/deleteUsers': { allow: ADMIN, args: async (t) => ({ users: [{ id: (await t.fresh.user()).id }] }) },
  'REST userManagement/getPasswordResetRequest': { allow: ANYONE, target: 'none', args: async (t) => ({ passwordResetRequestId: await t.fresh.resetRequest() }) },
  'REST userManagement/getUser': { allow: ADMIN, args: async (t) => ({ username: (await t.fresh.user()).username }) },
  'REST userManagement/getNotificationPreferences': { allow: PEOPLE, target: 'none' },
  'REST userManagement/updateNotificationPreferences': { allow: PEOPLE, target: 'none', args: () => ({ returns: true }) },
  'REST userManagement/getNotifications': { allow: PEOPLE, target: 'none', args: async (t) => (await t.fresh.notification(), {}) },
  'REST userManagement/markNotificationsRead': { allow: PEOPLE, target: 'none', args: () => ({ all: true }) },
  'REST userManagement/getUsers': { allow: ADMIN, target: 'list', args: (t) => ({ pid: t.pid }) },
  'REST userManagement/updateUser': { allow: ADMIN, args: async (t) => ({ id: (await t.fresh.user()).id, input: { firstName: 'Changed' } }) },
};
