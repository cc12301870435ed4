/**
 * The sign-in's device token (decision 0079): the server answers a right password with it in this
 * header, the client keeps it (through logouts: it opens no session) and sends it back with every
 * sign-in, so a device the account signed in from before keeps its own budget of tries.
 */
export const SIGN_IN_DEVICE_HEADER = 'x-sign-in-device';
export const SIGN_IN_PATH = '/api/open/auth/sign-in';
/** What the server takes as a token: the base64url of 32 random bytes it made, or longer. */
export const SIGN_IN_DEVICE_TOKEN = /^[A-Za-z0-9_-]{40,100}$/;
