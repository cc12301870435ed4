// The entry of its own that index.html loads before the app (decision 0060).
import { preloadRouteChunks, startEarlyRequests } from './early-requests.ts';

startEarlyRequests();
preloadRouteChunks();
