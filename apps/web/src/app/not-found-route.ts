// The catch-all route's module. Screens that answer "not found" themselves import the page
// statically, which makes its own module a shared chunk rather than a route of its own; the route
// loads this module instead, so the build names it and the bundle bench can measure it.
export { NotFoundPage } from '../components/not-found-page';
