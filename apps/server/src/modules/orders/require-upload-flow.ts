import { mayUpload, type UploadFlow } from '@spokes/domain/upload-flows';
import type { Tx } from '../../db/client';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';
import { lockOrder } from './lock-order';

/**
 * The order an upload flow works on, locked for the flow's transaction (so two uploads of one
 * order run one after another), when the viewer may add its documents (NOT_FOUND otherwise, as
 * for a missing id) and its status offers the flow (UPLOAD_NOT_ALLOWED otherwise).
 */
export async function requireUploadFlow(tx: Tx, viewer: Viewer, orderId: number, flow: UploadFlow) {
  const order = await lockOrder(tx, viewer, { orderId }, accessScope(viewer, 'order', 'write'));
  if (!mayUpload(flow, order.actionInput)) fail('UPLOAD_NOT_ALLOWED');
  return order;
}

export type UploadFlowOrder = Awaited<ReturnType<typeof requireUploadFlow>>;
