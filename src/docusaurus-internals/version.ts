/**
 * The Docusaurus releases this folder accepts: every patch of one minor line. Docusaurus keeps private
 * files stable within a patch line, and a patch may be a security fix that should not wait for a port;
 * the shape checks of each touchpoint (README.md) still throw on a changed format. Pure: the browser
 * bundle may import it.
 */
const SUPPORTED = {major: 3, minor: 10} as const;

/** The range as people write it, for messages and docs. */
export const SUPPORTED_RANGE = `${SUPPORTED.major}.${SUPPORTED.minor}.x`;

/** The release each touchpoint and each ejected component's upstream copy was read against. */
export const READ_AGAINST = '3.10.2';

/** Whether `version` (as a package.json gives it) is in the supported range; prereleases are not. */
export function isSupported(version: string): boolean {
  const match = /^(\d+)\.(\d+)\.\d+$/.exec(version);
  return (
    match !== null &&
    Number(match[1]) === SUPPORTED.major &&
    Number(match[2]) === SUPPORTED.minor
  );
}
