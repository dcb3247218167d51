import { SEED_USERS, type SeedUser } from '../../db/seed/data/accounts';

const seeded = (email: string): SeedUser => {
  const person = SEED_USERS.find((user) => user.email === email);
  if (!person) throw new Error(`${email} is not among the seeded people`);
  return person;
};

/**
 * The seeded people (README.md lists them) by the part they play in the
 * tests; emails, passwords, roles and store keys come from the seed itself.
 */
export const PEOPLE = {
  customer: seeded('olivia.nguyen@example.com'),
  otherCustomer: seeded('james.obrien@example.com'),
  flowerline: seeded('priya.sharma@wattleandbloom.com.au'),
  floristowner: seeded('sophie.harris@example.com'),
  florist: seeded('liam.chen@example.com'),
  otherOwner: seeded('grace.walker@example.com'),
  editor: seeded('editor@wattleandbloom.com.au'),
};
export type Person = keyof typeof PEOPLE;

/** One person for each signed-in role. */
export const ROLE_PEOPLE = {
  customer: PEOPLE.customer,
  flowerline: PEOPLE.flowerline,
  floristowner: PEOPLE.floristowner,
  florist: PEOPLE.florist,
};
export type Role = keyof typeof ROLE_PEOPLE;
