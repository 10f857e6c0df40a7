import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { Environment } from 'relay-runtime';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { catalogActionsAddProductMutation } from './__generated__/catalogActionsAddProductMutation.graphql';
import type { catalogActionsCreateQuoteMutation } from './__generated__/catalogActionsCreateQuoteMutation.graphql';

const createQuoteMutation = graphql`
  mutation catalogActionsCreateQuoteMutation($input: CreateQuoteInput) {
    createQuote(input: $input) {
      rowId
      type
      firstConfigurationId
    }
  }
`;

const addProductMutation = graphql`
  mutation catalogActionsAddProductMutation($quoteId: Int!, $productId: Int!, $quantity: Int) {
    addProductToQuote(quoteId: $quoteId, productId: $productId, quantity: $quantity) {
      created
      message
      quote {
        id
        ...QuoteLinesTab_quote
      }
    }
  }
`;

/** The quote a catalog adds to: its row id and the next line number (for configuration ids). */
export interface CatalogQuoteContext {
  quoteId: number;
  nextLineNumber: number;
}

export interface CatalogProduct {
  rowId: number;
  name?: string;
  productNumber: string;
  isNonConfigurable: boolean;
}

export function configuratorPath(productId: number, quoteId: number | 'new', lineNumber: number) {
  return `/Configurator/${productId}/${quoteId}/${quoteId}_${lineNumber}?lineNumber=${lineNumber}`;
}

export function createQuote(environment: Environment): Promise<{ rowId: number; type: number }> {
  return new Promise((resolve, reject) => {
    commitMutation<catalogActionsCreateQuoteMutation>(environment, {
      mutation: createQuoteMutation,
      variables: { input: {} },
      onCompleted: (response, errors) => {
        if (errors?.length) reject(new Error(errors[0]!.message));
        else resolve(response.createQuote);
      },
      onError: reject,
    });
  });
}

export function addProductToQuote(environment: Environment, quoteId: number, productId: number, quantity: number): Promise<string> {
  return new Promise((resolve, reject) => {
    commitMutation<catalogActionsAddProductMutation>(environment, {
      mutation: addProductMutation,
      variables: { quoteId, productId, quantity },
      onCompleted: (response, errors) => {
        if (errors?.length) reject(new Error(errors[0]!.message));
        else resolve(response.addProductToQuote.message);
      },
      onError: reject,
    });
  });
}

/**
 * Configure and Add To Quote. With a quote (the catalog dialog on a quote) they act on it. Without
 * one (/Catalog): a signed-in user above level 0 gets a new quote first; visitors and level 0
 * configure with no quote at all, and the quote request is raised when the configuration is saved
 * (§4.2). Visitors pressing Add To Quote are asked to sign in (`signInFor`).
 */
export function useCatalogActions(context: CatalogQuoteContext | null, onAdded?: () => void) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const [signInFor, setSignInFor] = useState<CatalogProduct | null>(null);
  const requestsOnSave = !user || user.roleLevel <= 0;

  const configure = useCallback(
    async (product: CatalogProduct) => {
      try {
        if (context) {
          navigate(configuratorPath(product.rowId, context.quoteId, context.nextLineNumber));
          return;
        }
        if (requestsOnSave) {
          navigate(configuratorPath(product.rowId, 'new', 1));
          return;
        }
        const quote = await createQuote(environment);
        navigate(configuratorPath(product.rowId, quote.rowId, 1));
      } catch (error) {
        alerts.failure(error instanceof Error ? error.message : String(error));
      }
    },
    [alerts, context, environment, navigate, requestsOnSave],
  );

  const addToQuote = useCallback(
    async (product: CatalogProduct, quantity: number) => {
      if (!user) {
        setSignInFor(product);
        return;
      }
      try {
        const quoteId = context?.quoteId ?? (await createQuote(environment)).rowId;
        const message = await addProductToQuote(environment, quoteId, product.rowId, quantity);
        alerts.success(message);
        onAdded?.();
        if (!context) navigate(`/Quote/${quoteId}`);
      } catch (error) {
        alerts.failure(error instanceof Error ? error.message : String(error));
      }
    },
    [alerts, context, environment, navigate, onAdded, user],
  );

  return { configure, addToQuote, signInFor, closeSignIn: useCallback(() => setSignInFor(null), []) };
}
