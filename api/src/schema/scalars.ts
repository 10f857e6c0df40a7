import { GraphQLError, Kind } from 'graphql';
import { Prisma } from '../generated/prisma/client.ts';
import { builder } from './builder.ts';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(value as string);
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
});

const TWO_PLACES = /^-?\d+\.\d{2}$/;

/** Exact decimal numbers travel as strings so no float rounding happens on the way. */
builder.scalarType('Decimal', {
  description: 'An exact decimal number, as a string such as "1234.50"',
  // Amounts read as text from numeric(…, 2) columns are already in this form; Prisma's own decimals print themselves.
  serialize: (value) =>
    typeof value === 'string' && TWO_PLACES.test(value)
      ? value
      : value instanceof Prisma.Decimal
        ? value.toFixed(2)
        : new Prisma.Decimal(value as string | number).toFixed(2),
  parseValue: (value) => {
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new GraphQLError('Decimal must be a number or a numeric string');
    }
    try {
      const decimal = new Prisma.Decimal(value);
      if (!decimal.isFinite()) throw new Error('not finite');
      return decimal;
    } catch {
      throw new GraphQLError(`"${value}" is not a valid decimal number`);
    }
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return new Prisma.Decimal(ast.value);
    throw new GraphQLError('Decimal must be a number or a numeric string');
  },
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const OrderDirection = builder.enumType('OrderDirection', { values: ['ASC', 'DESC'] as const });
