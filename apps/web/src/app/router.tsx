import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { RequireAuth, SignedOutOnly } from './guards.tsx';
import { Layout } from './layout.tsx';
import type { PageHandle } from './page-handle.ts';

/** Who may open a page: anyone, members, only people signed out, the admin portal's sign-in, administrators. */
const guards = {
  anyone: (page: ReactNode) => page,
  member: (page: ReactNode) => <RequireAuth>{page}</RequireAuth>,
  signedOut: (page: ReactNode) => <SignedOutOnly>{page}</SignedOutOnly>,
  adminPortal: (page: ReactNode) => <SignedOutOnly isAdminPortal>{page}</SignedOutOnly>,
  admin: (page: ReactNode) => <RequireAuth isAdminRoute>{page}</RequireAuth>,
};

/**
 * Every page but home, by who may open it. Each is its own chunk, loaded when first visited (the layout shows a
 * skeleton meanwhile), so the signed-in home page stays within its JavaScript budget and residents never download
 * admin code.
 */
const PAGES: Record<keyof typeof guards, Record<string, () => Promise<ComponentType>>> = {
  anyone: {
    '/auto-login': () => import('../features/auth/pages/auto-login-page.tsx').then((m) => m.AutoLoginPage),
    '/invite': () => import('../features/invites/pages/invite-page.tsx').then((m) => m.InvitePage),
    '/setup': () => import('../features/setup/pages/setup-page.tsx').then((m) => m.SetupPage),
    '/test-auth': () => import('../features/auth/pages/test-auth-page.tsx').then((m) => m.TestAuthPage),
    '/unsubscribe': () =>
      import('../features/mail/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
  },
  signedOut: {
    '/login': () => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
  },
  adminPortal: {
    '/admin-login': () => import('../features/auth/pages/admin-login-page.tsx').then((m) => m.AdminLoginPage),
  },
  member: {
    '/submit-internship': () =>
      import('../features/internships/pages/submit-internship-page.tsx').then((m) => m.SubmitInternshipPage),
    '/community-benefits': () =>
      import('../features/benefits/pages/community-benefits-page.tsx').then((m) => m.CommunityBenefitsPage),
    '/my-activity': () =>
      import('../features/my-activity/pages/my-activity-page.tsx').then((m) => m.MyActivityPage),
    '/mail-settings': () =>
      import('../features/mail/pages/mail-settings-page.tsx').then((m) => m.MailSettingsPage),
    '/careers/:jobId?': () => import('../features/jobs/pages/careers-page.tsx').then((m) => m.CareersPage),
    '/internships/:internshipId?': () =>
      import('../features/internships/pages/internships-page.tsx').then((m) => m.InternshipsPage),
    '/courses/notify': () =>
      import('../features/courses/pages/courses-notify-page.tsx').then((m) => m.CoursesNotifyPage),
    '/courses/:courseId?': () =>
      import('../features/courses/pages/courses-page.tsx').then((m) => m.CoursesPage),
    '/training': () => import('../features/trainings/pages/training-page.tsx').then((m) => m.TrainingPage),
    '/directory': () => import('../features/directory/pages/directory-page.tsx').then((m) => m.DirectoryPage),
    '/join-community': () =>
      import('../features/directory/pages/join-community-page.tsx').then((m) => m.JoinCommunityPage),
    '/cv-showcase': () =>
      import('../features/cv-showcase/pages/cv-showcase-page.tsx').then((m) => m.CvShowcasePage),
    '/cv-upload': () =>
      import('../features/cv-showcase/pages/cv-upload-page.tsx').then((m) => m.CvUploadPage),
    '/activities': () =>
      import('../features/activities/pages/activities-page.tsx').then((m) => m.ActivitiesPage),
  },
  admin: {
    '/admin': () =>
      import('../features/admin/pages/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
    '/admin/mail': () => import('../features/mail/pages/mail-page.tsx').then((m) => m.MailPage),
    '/admin/import': () => import('../features/import/pages/import-page.tsx').then((m) => m.ImportPage),
    '/admin/account': () =>
      import('../features/account/pages/admin-account-page.tsx').then((m) => m.AdminAccountPage),
    '/admin/audit': () => import('../features/audit/pages/audit-page.tsx').then((m) => m.AuditPage),
    '/admin/insights': () =>
      import('../features/insights/pages/insights-page.tsx').then((m) => m.InsightsPage),
  },
};

const pageRoutes = Object.entries(PAGES).flatMap(([access, pages]) =>
  Object.entries(pages).map(([path, load]): RouteObject => {
    const Page = lazyWithRetry(load, (page) => page);
    return { path, element: guards[access as keyof typeof guards](<Page />) };
  }),
);

/**
 * The route table of spec/residents.md section 2: the browser's router (app.tsx) and the build's prerendering of the
 * public pages (prerender.tsx) both use it.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Inside the layout too, so a failed page keeps the navigation around it.
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: '/',
            // In the entry, so the layout renders it without a Suspense boundary (see Layout).
            handle: { isInEntry: true } satisfies PageHandle,
            // Painted before the session check answers (and prerendered: scripts/prerender.mjs); see RequireAuth.
            element: (
              <RequireAuth rendersWhileChecking>
                <HomePage />
              </RequireAuth>
            ),
          },
          ...pageRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
