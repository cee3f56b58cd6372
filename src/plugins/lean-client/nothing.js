// Stands in for a client module this site does not need (see index.ts).
export {};
