import { describe, expect, it } from 'vitest';
import { commitLocalUpdate, Environment, Network, RecordSource, Store, ROOT_ID, type RecordSourceProxy } from 'relay-runtime';
import { dropDeletedRows, prependRow } from './pagedList';

const args = { first: 2, orderBy: { field: 'name', direction: 'ASC' } };
const list = { field: 'users', args: { ...args, after: null, search: null } };

function storeWithPage() {
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    const page = store.create('client:root:users', 'UserConnection');
    page.setValue(5, 'totalCount');
    const edges = ['U1', 'U2'].map((id) => {
      const node = store.create(id, 'User');
      node.setValue(id, 'id');
      const edge = store.create(`edge:${id}`, 'UserEdge');
      edge.setLinkedRecord(node, 'node');
      return edge;
    });
    page.setLinkedRecords(edges, 'edges');
    store.getRoot().setLinkedRecord(page, 'users', args);
  });
  const read = () => {
    const source = environment.getStore().getSource();
    const root = source.get(ROOT_ID)!;
    const pageRef = Object.entries(root).find(([key]) => key.startsWith('users('))![1] as { __ref: string };
    const page = source.get(pageRef.__ref)!;
    const edgeRefs = (page.edges as { __refs: string[] }).__refs;
    return {
      totalCount: page.totalCount,
      nodes: edgeRefs.map((ref) => (source.get(ref)!.node as { __ref: string }).__ref),
    };
  };
  const update = (change: (store: RecordSourceProxy) => void) => commitLocalUpdate(environment, change);
  return { read, update };
}

describe('paged list store updates', () => {
  it('takes deleted rows off the page on screen and lowers its total', () => {
    const { read, update } = storeWithPage();
    update((store) => {
      store.delete('U1');
      dropDeletedRows(store, list);
    });
    expect(read()).toEqual({ totalCount: 4, nodes: ['U2'] });
    // Nothing deleted: the page stays as it is.
    update((store) => dropDeletedRows(store, list));
    expect(read()).toEqual({ totalCount: 4, nodes: ['U2'] });
  });

  it('puts a created node at the top of the page once and raises its total', () => {
    const { read, update } = storeWithPage();
    update((store) => {
      const node = store.create('U9', 'User');
      prependRow(store, list, node, 'UserEdge');
      prependRow(store, list, node, 'UserEdge');
    });
    expect(read()).toEqual({ totalCount: 6, nodes: ['U9', 'U1', 'U2'] });
  });

  it('leaves the store alone when the page on screen is not in it', () => {
    const { read, update } = storeWithPage();
    update((store) => {
      store.delete('U1');
      dropDeletedRows(store, { field: 'users', args: { ...args, after: 'elsewhere' } });
      prependRow(store, { field: 'users', args: { ...args, search: 'x' } }, store.create('U9', 'User'), 'UserEdge');
    });
    expect(read().totalCount).toBe(5);
  });
});
