import { getNamedType, isInputObjectType, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { declaredMaxLength, findInputViolation, isStringInput } from './input-limits';
import { schema } from './schema';

function check(query: string, variables: Record<string, unknown> = {}) {
  return findInputViolation({ schema, document: parse(query), variableValues: variables });
}

describe('the GraphQL schema', () => {
  it('declares a maximum length on every String and ID argument and input field', () => {
    const uncapped: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type))
        for (const field of Object.values(type.getFields()))
          for (const arg of field.args)
            if (isStringInput(getNamedType(arg.type)) && declaredMaxLength(arg) === undefined)
              uncapped.push(`${type.name}.${field.name}(${arg.name})`);
      if (isInputObjectType(type))
        for (const field of Object.values(type.getFields()))
          if (isStringInput(getNamedType(field.type)) && declaredMaxLength(field) === undefined)
            uncapped.push(`${type.name}.${field.name}`);
    }
    expect(uncapped).toEqual([]);
  });
});

describe('findInputViolation', () => {
  const signIn =
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { status } }';

  it('accepts an e-mail and a password at their maximum length', () => {
    const email = `${'a'.repeat(INPUT_MAX_LENGTH.email - '@example.com'.length)}@example.com`;
    expect(check(signIn, { email, password: 'p'.repeat(INPUT_MAX_LENGTH.password) })).toBeUndefined();
  });

  it('refuses an e-mail one character over 254, through a variable', () => {
    expect(check(signIn, { email: 'a'.repeat(255), password: 'x' })).toEqual({
      path: 'signIn.email',
      code: 'TOO_LONG',
      max: 254,
    });
  });

  it('refuses a password over 1024 characters written inline in the document', () => {
    const query = `mutation { signIn(email: "a@b.be", password: "${'p'.repeat(1025)}") { status } }`;
    expect(check(query)).toMatchObject({ path: 'signIn.password', code: 'TOO_LONG', max: 1024 });
  });

  it('refuses a name over 200 characters inside an input object', () => {
    const query = 'mutation($input: UserUpdateInput!) { updateUser(id: 1, input: $input) { id } }';
    expect(check(query, { input: { last_name: 'n'.repeat(201) } })).toMatchObject({
      path: 'updateUser.input.last_name',
      code: 'TOO_LONG',
      max: 200,
    });
  });

  it('refuses a NUL character in a list item of input objects', () => {
    const query =
      'mutation($fields: [DealCustomFieldInput!]!) { updateDealCustomFields(id: 1, custom_fields: $fields) { id } }';
    const fields = [
      { id: 'a', value: 'ok' },
      { id: 'b', value: 'x\u0000y' },
    ];
    expect(check(query, { fields })).toEqual({
      path: 'updateDealCustomFields.custom_fields.1.value',
      code: 'INVALID_CHARACTERS',
    });
  });

  it('refuses a NUL character written as an escape in the document', () => {
    expect(check('{ translations(language: "n\\u0000l") { key } }')).toMatchObject({
      code: 'INVALID_CHARACTERS',
    });
  });
});
