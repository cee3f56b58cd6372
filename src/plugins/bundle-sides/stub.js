// Compiled in place of the bundle side that another build process compiles (scripts/build.ts).
