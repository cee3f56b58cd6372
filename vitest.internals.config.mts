import {defineConfig} from 'vitest/config';

// `npm run test:internals`, after `npm run build`: src/docusaurus-internals against the generated
// files and pages that build left (build/, .docusaurus-build/).
export default defineConfig({
  test: {
    include: ['tests/internals/**/*.test.ts'],
    environment: 'node',
  },
});
