import { main } from './main.ts';

/** Serve without building (the build is a separate step in npm test and in deployments). */
await main().catch((error: unknown) => {
  console.error(`\n  Dodam could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
