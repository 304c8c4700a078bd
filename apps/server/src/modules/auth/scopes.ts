import type { Viewer } from './viewer';

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
  const signedIn = viewer !== null;
  const superUser = viewer?.superUser ?? false;
  return {
    public: true,
    signedIn,
    superUser,
    dealer: superUser || (viewer?.dealerIds.length ?? 0) > 0,
    employer: superUser || (viewer?.companyIds.length ?? 0) > 0,
    admin: superUser || (viewer?.admin ?? false),
  };
}

/** An employer-only user has companies and no dealers: the employer portal is their home. */
export function isEmployerOnly(viewer: Viewer): boolean {
  return !viewer.superUser && viewer.dealerIds.length === 0 && viewer.companyIds.length > 0;
}
