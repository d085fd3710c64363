import { readDevicePlace } from '../lib/delivery-place-storage.ts';
import { startEarlyRequests } from '../lib/early-responses.ts';
import { firstRequests } from './first-requests.ts';

// Loaded by every page's HTML before the app (built on its own by the early-data Vite plugin): the
// page's first API reads start while the app's scripts are still on their way, instead of after.
startEarlyRequests(firstRequests(location.pathname, location.search, readDevicePlace()));
