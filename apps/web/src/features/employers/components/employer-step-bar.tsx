import { Flex, Steps, Tag } from 'antd';
import { useQuery } from 'urql';
import { orderStatusById } from '@spokes/domain/codes';
import { employerStepBar } from '@spokes/domain/order-status';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';

type Props = {
  status: { id: number; name: string };
  /** Said under the current step: why the order waits there (a decision the employer cannot take). */
  note?: string;
};

/**
 * The employer's step bar (spec 03 section 4): six steps from new to delivered, 0-based (the
 * status index - 1); a refusal shows the four-step bar ending in the refusal, in error style.
 * Step names are the reference names, as super users edit them. A cancelled order reaches no
 * step: its status shows as a tag beside the bar.
 */
export function EmployerStepBar({ status, note }: Props) {
  const [{ data }] = useQuery({ query: OrderStatusesDocument });
  const known = orderStatusById(status.id);
  if (!known) return null;
  const bar = employerStepBar(known.code);
  const nameOf = (code: string) =>
    code === known.code ? status.name : (data?.orderStatuses.find((row) => row.code === code)?.name ?? code);
  const steps = (
    <Steps
      size="small"
      current={bar.current}
      status={bar.error ? 'error' : bar.current === bar.steps.length - 1 ? 'finish' : 'process'}
      items={bar.steps.map((code, index) => ({
        title: nameOf(code),
        ...(note && index === bar.current ? { description: note } : {}),
      }))}
      data-testid="employer-step-bar"
    />
  );
  if (bar.current >= 0) return steps;
  return (
    <Flex vertical gap={8}>
      <Tag color={bar.error ? 'error' : undefined} style={{ alignSelf: 'flex-start' }}>
        {status.name}
      </Tag>
      {steps}
    </Flex>
  );
}
