import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isLanguageCode } from '@spokes/domain/codes';
import { errorMessage } from '@spokes/domain/errors';
import {
  DEFAULT_INPUT_MAX_LENGTH,
  hasInvalidCharacters,
  INPUT_MAX_LENGTH,
  type InputLengthKind,
} from '@spokes/domain/input-limits';
import { AppError } from '../errors';
import { appGraphQLError } from './app-error-mapper';
import type { Context } from './context';

/** Declares a string argument's or input field's size: `t.arg.string({ ...maxLength('email') })`. */
export function maxLength(kind: InputLengthKind) {
  return { extensions: { maxLength: INPUT_MAX_LENGTH[kind] } };
}

export function declaredMaxLength(field: GraphQLArgument | GraphQLInputField): number | undefined {
  const value = field.extensions.maxLength;
  return typeof value === 'number' ? value : undefined;
}

/** The scalars whose values are free strings from the client; enums and custom scalars parse their own. */
export function isStringInput(type: GraphQLNamedType): boolean {
  return isScalarType(type) && (type.name === 'String' || type.name === 'ID');
}

export type InputViolation =
  { path: string; code: 'TOO_LONG'; max: number } | { path: string; code: 'INVALID_CHARACTERS' };

type ArgumentSite = { field: GraphQLField<unknown, unknown>; node: FieldNode };

const sitesBySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly ArgumentSite[]>>();

/**
 * The fields of a document that take arguments, found once per document: Yoga hands every request
 * of the same query the same parsed document, and walking it with type information on each
 * request was a twentieth of the server's time for a query with no argument at all (`{ me }`).
 */
function argumentSites(schema: GraphQLSchema, document: DocumentNode): readonly ArgumentSite[] {
  let byDocument = sitesBySchema.get(schema);
  if (!byDocument) sitesBySchema.set(schema, (byDocument = new WeakMap()));
  let sites = byDocument.get(document);
  if (!sites) {
    const found: ArgumentSite[] = [];
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const field = typeInfo.getFieldDef();
          if (field?.args.length) found.push({ field, node });
        },
      }),
    );
    byDocument.set(document, (sites = found));
  }
  return sites;
}

/**
 * The first string argument of the operation, inline or through a variable, at any depth of
 * lists and input objects, that is longer than its field allows or holds a NUL or a lone surrogate.
 */
export function findInputViolation(args: ExecutionArgs): InputViolation | undefined {
  const { schema, document } = args;
  const sites = argumentSites(schema, document);
  if (sites.length === 0) return undefined;
  const operation = getOperationAST(document, args.operationName);
  if (!operation) return undefined;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
  // Execution refuses variables that do not coerce, before any resolver.
  if (variables.errors) return undefined;
  for (const { field, node } of sites) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, variables.coerced);
    } catch {
      continue; // execution refuses it with graphql-js's own error
    }
    for (const arg of field.args) {
      const violation = checkValue(
        values[arg.name],
        arg.type,
        declaredMaxLength(arg),
        `${field.name}.${arg.name}`,
      );
      if (violation) return violation;
    }
  }
  return undefined;
}

function checkValue(
  value: unknown,
  type: GraphQLInputType,
  max: number | undefined,
  path: string,
): InputViolation | undefined {
  if (value == null) return undefined;
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) {
    let violation: InputViolation | undefined;
    (value as unknown[]).forEach((item, index) => {
      violation ??= checkValue(item, nullable.ofType, max, `${path}.${index}`);
    });
    return violation;
  }
  if (isInputObjectType(nullable)) {
    const record = value as Record<string, unknown>;
    let violation: InputViolation | undefined;
    for (const field of Object.values(nullable.getFields()))
      violation ??= checkValue(
        record[field.name],
        field.type,
        declaredMaxLength(field),
        `${path}.${field.name}`,
      );
    return violation;
  }
  if (typeof value !== 'string' || !isStringInput(nullable)) return undefined;
  if (hasInvalidCharacters(value)) return { path, code: 'INVALID_CHARACTERS' };
  const limit = max ?? DEFAULT_INPUT_MAX_LENGTH;
  return value.length > limit ? { path, code: 'TOO_LONG', max: limit } : undefined;
}

function inputError(args: ExecutionArgs & { contextValue: Context }) {
  const violation = findInputViolation(args);
  if (!violation) return undefined;
  const language = args.contextValue.viewer?.language ?? 'nl';
  const max: Record<string, number> = violation.code === 'TOO_LONG' ? { max: violation.max } : {};
  const message = errorMessage(violation.code, isLanguageCode(language) ? language : 'nl', max);
  return appGraphQLError(
    new AppError('BAD_INPUT', message, { fields: { [violation.path]: violation.code }, ...max }),
  );
}

/**
 * Refuses an over-long string, or one with a NUL or a lone surrogate, before any resolver runs, so it reaches neither
 * the database (whose error would log the query's parameters) nor argon2; subscriptions too.
 */
export const inputLimitsPlugin: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    const error = inputError(args);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    const error = inputError(args);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
};
