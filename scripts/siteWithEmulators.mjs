/**
 * The site in front of running emulators: serves dist/ with their hosts (published at
 * /__/emulators.json and allowed in connect-src), and stops both on SIGTERM/SIGINT. Shared by
 * `npm start` and Playwright's web server, which differ only in ports and messages.
 */
import { stopOnSignals } from './emulators/index.mjs';
import { startSiteServer } from './serve.mjs';

/**
 * @param {{ hosts: object, stop: () => Promise<void> }} emulators
 * @param {(error: Error) => void} reportFailure says why the site did not start (then the emulators stop and the process exits 1)
 */
export async function serveSiteWithEmulators(emulators, reportFailure) {
  const emulatorHostsJson = JSON.stringify(emulators.hosts);
  let server;
  try {
    server = await startSiteServer({ emulatorHostsJson });
  } catch (error) {
    reportFailure(/** @type {Error} */ (error));
    await emulators.stop();
    process.exit(1);
  }
  stopOnSignals(async () => {
    server.closeAllConnections();
    server.close();
    await emulators.stop();
  });
  const { address, port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://${address}:${port}`, emulatorHostsJson };
}
