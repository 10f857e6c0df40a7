import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { Environment } from 'relay-runtime';
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
  productNumber: string;
  isNonConfigurable: boolean;
}

export function configuratorPath(productId: number, quoteId: number, lineNumber: number) {
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
 * Configure and Add To Quote. With a quote (the catalog dialog on a quote) they act on it; without
 * one (/Catalog) a new quote, or quote request for level 0 and visitors, is created first.
 */
export function useCatalogActions(context: CatalogQuoteContext | null, onAdded?: () => void) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const alerts = useAlerts();

  const configure = useCallback(
    async (product: CatalogProduct) => {
      try {
        if (context) {
          navigate(configuratorPath(product.rowId, context.quoteId, context.nextLineNumber));
          return;
        }
        const quote = await createQuote(environment);
        navigate(configuratorPath(product.rowId, quote.rowId, 1));
      } catch (error) {
        alerts.failure(error instanceof Error ? error.message : String(error));
      }
    },
    [alerts, context, environment, navigate],
  );

  const addToQuote = useCallback(
    async (product: CatalogProduct, quantity: number) => {
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
    [alerts, context, environment, navigate, onAdded],
  );

  return { configure, addToQuote };
}
