import { expect } from '@playwright/test';
import { test } from './fixtures';
import { measureRoutes, overGoal, ROUTE_GOAL_KB, SIGN_IN_GOAL_KB } from '@spokes/bench/bundle-size';

// The build `npm run test:e2e` made, measured by the same code as `npm run bench:bundle`.
const routes = measureRoutes();
const signInRoutes = routes.filter((route) => route.goalKb === SIGN_IN_GOAL_KB);
const otherRoutes = routes.filter((route) => route.goalKb === ROUTE_GOAL_KB);

test('the sign-in page loads at most 150 kB of gzipped JavaScript before signing in', () => {
  expect(signInRoutes.map((route) => route.route)).toContain('/login');
  expect(overGoal(signInRoutes)).toEqual([]);
});

test('no route loads more than 400 kB of gzipped JavaScript', () => {
  expect(otherRoutes.length).toBeGreaterThan(5);
  expect(overGoal(otherRoutes)).toEqual([]);
});
