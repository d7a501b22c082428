import net from 'node:net';

/** A FATAL ErrorResponse message of PostgreSQL's wire protocol (severity, SQLSTATE, message). */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * A TCP proxy on a loopback ephemeral port that a test controls: it forwards to the target, can cut
 * every connection, and can turn into a black hole that accepts connections and never answers.
 */
export class TcpProxy {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** Each forwarded connection: what its client sent so far (the first 64 KB), and whether it is swallowed. */
  private readonly flows = new Set<{ sent: string; silent: boolean }>();
  private swallowing: string | null = null;
  mode: 'forward' | 'black-hole' = 'forward';
  /**
   * When set, a new connection is answered as a PostgreSQL server that is starting, stopping or full
   * answers it: its startup message gets a FATAL ErrorResponse with this SQLSTATE, then the connection closes.
   */
  refuseStartupWith: { code: string; message: string } | null = null;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = net.createServer((client) => this.accept(client));
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket) {
    this.track(client);
    if (this.mode === 'black-hole') return;
    const refusal = this.refuseStartupWith;
    if (refusal) {
      client.once('data', () => client.end(errorResponse(refusal.code, refusal.message)));
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    const flow = { sent: '', silent: false };
    this.flows.add(flow);
    client.on('close', () => this.flows.delete(flow));
    // Bytes pass only while forwarding, so a black hole also silences connections already open.
    client.on('data', (chunk: Buffer) => {
      if (flow.sent.length < 65_536) flow.sent += chunk.toString('latin1');
      if (this.swallowing !== null && flow.sent.includes(this.swallowing)) flow.silent = true;
      if (this.mode === 'forward' && !flow.silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (this.mode === 'forward' && !flow.silent) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  /**
   * From now on, every connection whose client has sent `text` (before or after this call) goes silent
   * in both directions without being closed: no FIN, no RST, as when a firewall or NAT forgets an idle
   * flow. Those stay dead; `stopSwallowing` lets new ones through again.
   */
  swallow(text: string) {
    this.swallowing = text;
    for (const flow of this.flows) if (flow.sent.includes(text)) flow.silent = true;
  }

  stopSwallowing() {
    this.swallowing = null;
  }

  /** Connections silenced by `swallow` that are still open (their client has not given up on them). */
  get swallowedConnections(): number {
    let count = 0;
    for (const flow of this.flows) if (flow.silent) count += 1;
    return count;
  }

  /** Drops every open connection, as a database restart or an idle-connection reaper does. */
  cutAll() {
    for (const socket of this.sockets) socket.destroy();
  }

  get openConnections(): number {
    return this.sockets.size;
  }

  async close() {
    this.cutAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
