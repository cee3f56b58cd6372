/**
 * The Docusaurus release every touchpoint in this folder was read against (README.md lists them).
 * Pure: the browser bundle may import it.
 */
export const WRITTEN_FOR = '3.10.2';
