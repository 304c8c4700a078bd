import { BrowserRouter } from 'react-router';
import { GraphqlProvider } from '../lib/graphql/graphql-provider';
import { ViewerProvider } from '../lib/viewer/viewer-provider';
import { LanguageProvider } from './language-provider';
import { AppRoutes } from './router';

/** GraphQL client, then the viewer, then its language's strings and locale, then the routes. */
export function App() {
  return (
    <GraphqlProvider>
      <ViewerProvider>
        <LanguageProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LanguageProvider>
      </ViewerProvider>
    </GraphqlProvider>
  );
}
