import { fail } from '../../errors';

/** The signed-in user as every operation sees it: who, which role, which dealers and companies. */
export type Viewer = {
  userId: number;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  superUser: boolean;
  admin: boolean;
  backoffice: boolean;
  portalUser: boolean;
  dealerIds: number[];
  /** The companies the user is linked to (its membership, as user management writes it). */
  companyIds: number[];
  /** What an employer works on: its companies and every company below them (issue 12). */
  employerCompanyIds: number[];
  /**
   * The companies (and those below them) whose quotations the user decides on today as a
   * delegate (issue 30): the quotation rules read them beside employerCompanyIds.
   */
  delegatedCompanyIds: number[];
};

/**
 * The second layer of a super-user operation: it refuses another viewer itself, so a resolver
 * that forgot its scope still exposes nothing (the first layer answers FORBIDDEN the same way).
 */
export function requireSuperUser(viewer: Viewer): void {
  if (!viewer.superUser) fail('FORBIDDEN');
}
