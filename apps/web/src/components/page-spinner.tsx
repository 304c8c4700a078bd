import { Flex, Spin } from 'antd';

/** A small centred spinner while a page, its code or the interface strings load; a busy status for screen readers. */
export function PageSpinner() {
  return (
    <Flex role="status" aria-busy="true" align="center" justify="center" style={{ minHeight: '40vh' }}>
      <Spin />
    </Flex>
  );
}
