import { RouterProvider } from 'react-router';
import { GraphqlProvider } from '../lib/graphql/graphql-provider';
import { ViewerProvider } from '../lib/viewer/viewer-provider';
import { LanguageProvider } from './language-provider';
import { router } from './router';

/** GraphQL client, then the viewer, then its language's strings and locale, then the routes. */
export function App() {
  return (
    <GraphqlProvider>
      <ViewerProvider>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </ViewerProvider>
    </GraphqlProvider>
  );
}
