// ftp-srv's passive connector, which its own types leave out (hosts.js shortens its polling).
declare module 'ftp-srv/src/connector/passive' {
  const PassiveConnector: { prototype: { waitForConnection(options?: { timeout?: number; delay?: number }): Promise<unknown> } };
  export = PassiveConnector;
}
