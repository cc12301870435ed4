import { main } from './main.ts';

/** Serve without building (the build is a separate step in npm test and in deployments). */
await main();
