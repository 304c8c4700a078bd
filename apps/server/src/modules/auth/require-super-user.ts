import { fail } from '../../errors';
import type { Viewer } from './viewer';

/**
 * The second layer for the super users' own screens (outbox, webhook attempts): the operation
 * refuses anyone else itself, whatever the resolver's scope says.
 */
export function requireSuperUser(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) fail('UNAUTHENTICATED');
  if (!viewer.superUser) fail('FORBIDDEN');
}
