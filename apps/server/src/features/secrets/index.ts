export { deriveKey, resolveAppSecret } from './app-secret.ts';

export { signToken, verifyToken } from './app-secret.ts';
