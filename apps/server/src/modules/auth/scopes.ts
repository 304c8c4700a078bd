import { isAdminOrSuperUser, isDealer, isEmployer, isSuperUser } from '@spokes/domain/roles';
import type { Viewer } from '../access/viewer';

/**
 * The scopes a root field can ask for. `public` is explicit so that an unguarded field is a
 * decision, never an omission (a test walks the schema for fields without scopes).
 */
export type AuthScopes = {
  public: boolean;
  signedIn: boolean;
  superUser: boolean;
  dealer: boolean;
  employer: boolean;
  admin: boolean;
};

export function viewerScopes(viewer: Viewer | null): AuthScopes {
  return {
    public: true,
    signedIn: viewer !== null,
    superUser: viewer !== null && isSuperUser(viewer),
    dealer: viewer !== null && isDealer(viewer),
    employer: viewer !== null && isEmployer(viewer),
    admin: viewer !== null && isAdminOrSuperUser(viewer),
  };
}
