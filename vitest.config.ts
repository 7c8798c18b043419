import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests import the workspace packages from their TypeScript sources, not their last build.
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    globalSetup: ['scripts/build-for-tests.ts'],
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'e2e/**/*.test.ts',
      'packages/board/tools/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    testTimeout: 60_000,
  },
});
