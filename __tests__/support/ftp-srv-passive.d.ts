// ftp-srv's passive connector, which its own types leave out (hosts.js replaces its waitForConnection).
declare module 'ftp-srv/src/connector/passive' {
  import type { Server, Socket } from 'node:net';
  interface PassiveConnector {
    dataServer: Server | null;
    dataSocket: (Socket & { connected?: boolean }) | null;
    waitForConnection(options?: { timeout?: number }): PromiseLike<Socket>;
  }
  const PassiveConnector: { prototype: PassiveConnector };
  export = PassiveConnector;
}
