import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This module sits one level below it both as source (src/) and
 * once bundled into the built server (dist/), so every path the server reads at run time starts
 * here rather than at the file that happens to need it.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const migrationsFolder = `${serverRoot}drizzle`;
export const webDist = `${serverRoot}../web/dist`;
