import { useMemo } from 'react';
import type { UserManager } from '@spokes/domain/user-management';
import { useViewer } from '../../../lib/viewer/viewer-context';

/** The signed-in user as the user management policy of @spokes/domain sees it. */
export function useUserManager(): UserManager {
  const viewer = useViewer();
  return useMemo(
    () => ({
      userId: viewer.id,
      superUser: viewer.superUser,
      admin: viewer.admin,
      dealerIds: viewer.dealerIds,
      companyIds: viewer.companyIds,
    }),
    [viewer],
  );
}
