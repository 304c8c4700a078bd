/**
 * An employee with exactly the always-required fields of the employee form, as typed (an e-mail
 * with spaces, a phone without prefix): the tests of the schema and of the API start from it.
 */
export const EXAMPLE_EMPLOYEE_INPUT = {
  first_name: 'An',
  last_name: 'Peeters',
  email: ' an@acme.be ',
  tel: '0470 12 34 56',
  employee_statute_fk: 1,
  language_fk: 1,
  date_of_birth: '1990-02-28',
  street: 'Kerkstraat',
  house_number: '1',
  zip_code: '9000',
  city: 'Gent',
};
