import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Ant Design's forms validate asynchronously; with every test file running at once on a small
// machine, the default 1 s wait for a form's answer is too short to mean "it never came".
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts after each test only when the runner exposes globals; ours does not.
afterEach(() => {
  cleanup();
});
