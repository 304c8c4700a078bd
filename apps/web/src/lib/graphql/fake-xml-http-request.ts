// Test helper: stands in for XMLHttpRequest (stubXmlHttpRequest) so a test drives an upload.
import { vi } from 'vitest';

/** An XMLHttpRequest whose progress and answer the test drives. */
export class FakeRequest {
  static last: FakeRequest | undefined;
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onloadend?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(json: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify(json);
    this.onload?.();
    this.onloadend?.();
  }
}

/** Puts FakeRequest in XMLHttpRequest's place, with no request of an earlier test as the last. */
export function stubXmlHttpRequest() {
  FakeRequest.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
}
