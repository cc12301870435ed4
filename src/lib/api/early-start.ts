// The entry of its own that index.html loads before the app (decision 0060).
import { startEarlyRequests } from './early-requests.ts';

startEarlyRequests();
