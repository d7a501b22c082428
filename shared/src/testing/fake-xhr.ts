/**
 * A stand-in for the browser's XMLHttpRequest, which the kernel client uses for uploads with progress
 * (docs/decisions/0208): it records what is sent, reports upload progress (25 %, then 100 %) and gives
 * the answers queued in `FakeXhr.answers`, one per request, in turn (200 `{}` when none is left).
 *
 * - `{ status, body, headers? }`: the response (`headers` as `getAllResponseHeaders` gives them;
 *   JSON's content type by default); `body: undefined` sends an empty body.
 * - `'offline'` / `'timeout'`: the request fails as the browser reports it.
 * - `'hold'`: 25 % reported, then no answer (an upload in progress, to be aborted).
 * - `'hang'`: no progress and no answer.
 *
 * `installFakeXhr()` puts it in place of the global for one test file and resets it before each test.
 */
export type FakeXhrAnswer =
  { status: number; body: unknown; headers?: string } | 'offline' | 'timeout' | 'hold' | 'hang';

interface ProgressEvent {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

export class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: FakeXhrAnswer[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders = '';
  timeout = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  /** The names of the multipart fields sent, in order (none when the body is not FormData). */
  get fieldNames(): string[] {
    return this.body instanceof FormData ? [...this.body.keys()] : [];
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? { status: 200, body: {} };
    if (answer === 'hang') return;
    setTimeout(() => {
      if (answer === 'offline') return this.onerror?.();
      if (answer === 'timeout') return this.ontimeout?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
      if (answer === 'hold') return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.responseHeaders = answer.headers ?? 'content-type: application/json\r\n';
      this.onload?.();
    }, 0);
  }
}

/** Replaces the global XMLHttpRequest with FakeXhr for the test file, with an empty record per test. */
export function installFakeXhr(): void {
  const real = globalThis.XMLHttpRequest;
  beforeAll(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    globalThis.XMLHttpRequest = real;
  });
  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.answers = [];
  });
}
