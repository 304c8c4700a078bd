import type { Client as WebsocketClient, ClientOptions, Sink, SubscribePayload } from 'graphql-ws';

/**
 * A graphql-ws client loaded and created at the first subscription, so the sign-in page (which
 * subscribes to nothing) does not download it. Once closed it serves nothing more.
 */
export function lazyWebsocket(options: ClientOptions) {
  let websocket: Promise<WebsocketClient> | null = null;
  let closed = false;
  const open = () => (websocket ??= import('graphql-ws').then(({ createClient }) => createClient(options)));

  return {
    /** Subscribes once the client is there; returns the unsubscribe, usable at once. */
    subscribe(payload: SubscribePayload, sink: Sink): () => void {
      let unsubscribe: (() => void) | null = null;
      let ended = false;
      if (closed) sink.complete();
      else
        void open().then(
          (client) => {
            if (!ended && !closed) unsubscribe = client.subscribe(payload, sink);
          },
          (error: unknown) => sink.error(error),
        );
      return () => {
        ended = true;
        unsubscribe?.();
      };
    },
    close() {
      closed = true;
      void websocket?.then((client) => client.dispose());
    },
  };
}
