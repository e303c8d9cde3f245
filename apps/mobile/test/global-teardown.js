const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const server = globalThis.__QURIO_SERVER__;
  if (!server) return;
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    let timer;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  rmSync(server.dataDir, { recursive: true, force: true });
};
