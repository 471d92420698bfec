// ftp-srv's passive connector, which its own types leave out (hosts.js replaces its waitForConnection and setupServer).
declare module 'ftp-srv/src/connector/passive' {
  import type { Server, Socket } from 'node:net';
  interface PassiveConnector {
    dataServer: Server | null;
    dataSocket: (Socket & { connected?: boolean }) | null;
    waitForConnection(options?: { timeout?: number }): PromiseLike<Socket>;
    setupServer(): PromiseLike<Server>;
    closeServer(): void;
    end(): void;
    server: { getNextPasvPort(): PromiseLike<number>; options: { tls?: object }; url: URL };
    connection: { secure: boolean; commandSocket?: Socket };
  }
  const PassiveConnector: { prototype: PassiveConnector };
  export = PassiveConnector;
}
