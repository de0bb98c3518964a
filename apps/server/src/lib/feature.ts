import type { ZodApp } from './read-route.ts';

/**
 * Registers one feature's route plugins (with their prefixes) on a scope of the app. `Needs` are the services
 * it takes (the database, mail, file storage…); the registry (src/features.ts) gives every feature all of them.
 */
type Mount<Needs> = (scope: ZodApp, needs: Needs) => PromiseLike<unknown>;

/**
 * A feature's routes by who may call them (docs/architecture.md, Composing the server). app.ts mounts each part
 * in the scope of its guard, so a route's guard is where it is registered, never something it must remember.
 */
export type Feature<Needs> = {
  /** Under /api, for anybody: sign-in, access requests, unsubscribe and signed download links. */
  public?: Mount<Needs>;
  /** Under /api, behind `requireUser`: residents and administrators. */
  member?: Mount<Needs>;
  /** Under /api/admin, behind `requireAdmin`. */
  admin?: Mount<Needs>;
  /**
   * Under /api, behind `requireAdmin`: an administrator's own account (/api/auth/two-factor, /api/auth/password),
   * which sits beside the residents' account routes rather than in the dashboard.
   */
  adminAccount?: Mount<Needs>;
};
