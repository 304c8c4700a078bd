/**
 * One server per worker, each on a fresh embedded database of its own, on E2E_PORT and the ports
 * after it. The journeys change the demo data (they decide quotations, read notifications, edit
 * texts that every screen shows), so two workers on one database would see each other's changes
 * in the middle of a journey. Two workers by default: on this 2-core machine, quiet otherwise, they
 * keep both cores busy (269 s for the suite); four were slower. E2E_WORKERS=1 for one worker.
 */
const firstPort = Number(process.env.E2E_PORT ?? 3111);

export const workers = Number(process.env.E2E_WORKERS ?? 2);

export const serverPorts = Array.from({ length: workers }, (_, index) => firstPort + index);

/** The server of the worker with this parallel index (Playwright's, from 0). */
export function serverUrl(parallelIndex: number) {
  return `http://127.0.0.1:${serverPorts[parallelIndex % serverPorts.length]}`;
}
