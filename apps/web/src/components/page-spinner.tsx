import { Flex, Spin } from 'antd';

/** A small centred spinner while a page, its code or the interface strings load. */
export function PageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '40vh' }}>
      <Spin />
    </Flex>
  );
}
