import { ConnectionHandler, ROOT_ID, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/**
 * Store updates for the paged lists (a connection field with `totalCount`, `pageCursors` and
 * `edges`, read a page at a time with `first` / `after` and jumped through by page cursors).
 *
 * These lists are not Relay `@connection`s: Relay's connection handler only merges pages fetched
 * in sequence from the end of the list, and the pager jumps to any page. So a mutation edits the
 * page the screen shows through an `updater`: the list field on its parent record, with the
 * arguments the screen fetched it with.
 */
export interface PagedList {
  /** The list field, for example `users`. */
  field: string;
  /** The arguments of the page on screen (the refetch variables the field takes). */
  args: object;
  /** The record that holds the field; the query root unless given. */
  parentID?: string;
}

function pageOf(store: RecordSourceProxy, list: PagedList): RecordProxy | null {
  const parent = store.get(list.parentID ?? ROOT_ID);
  return parent?.getLinkedRecord(list.field, list.args as Record<string, unknown>) ?? null;
}

function adjustTotal(page: RecordProxy, delta: number) {
  const total = page.getValue('totalCount');
  if (typeof total === 'number') page.setValue(Math.max(0, total + delta), 'totalCount');
}

/**
 * Takes the rows whose nodes the mutation deleted (`@deleteRecord`) out of the page on screen and
 * lowers its total by as many. Other cached pages read a deleted node as null and skip it.
 */
export function dropDeletedRows(store: RecordSourceProxy, list: PagedList) {
  const page = pageOf(store, list);
  const edges = page?.getLinkedRecords('edges');
  if (!page || !edges) return;
  const kept = edges.filter((edge) => edge?.getLinkedRecord('node') != null);
  if (kept.length === edges.length) return;
  page.setLinkedRecords(kept, 'edges');
  adjustTotal(page, kept.length - edges.length);
}

/**
 * Puts a created node at the top of the page on screen and raises its total. The new row stays at
 * the top until the list is fetched again, whatever the sort: where it falls in the server's order
 * is the server's to say.
 */
export function prependRow(store: RecordSourceProxy, list: PagedList, node: RecordProxy | null, edgeType: string) {
  const page = pageOf(store, list);
  const edges = page?.getLinkedRecords('edges');
  if (!page || !edges || !node) return;
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === node.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, page, node, edgeType);
  page.setLinkedRecords([edge, ...edges], 'edges');
  adjustTotal(page, 1);
}
