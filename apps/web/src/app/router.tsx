import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { RequireAuth, SignedOutOnly } from './guards.tsx';
import { Layout } from './layout.tsx';

/**
 * Every page but home is its own chunk, loaded when first visited (the layout shows a skeleton meanwhile), so
 * the signed-in home page stays within its JavaScript budget and residents never download admin code.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazyWithRetry(load, pick);
  return <Page />;
}

const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const signedOut = (element: ReactNode) => <SignedOutOnly>{element}</SignedOutOnly>;

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
            // Painted before the session check answers (and prerendered: scripts/prerender.mjs); see RequireAuth.
            element: (
              <RequireAuth rendersWhileChecking>
                <HomePage />
              </RequireAuth>
            ),
          },
          {
            path: '/login',
            element: signedOut(
              page(
                () => import('../features/auth/pages/login-page.tsx'),
                (m) => m.LoginPage,
              ),
            ),
          },
          {
            path: '/admin-login',
            element: (
              <SignedOutOnly isAdminPortal>
                {page(
                  () => import('../features/auth/pages/admin-login-page.tsx'),
                  (m) => m.AdminLoginPage,
                )}
              </SignedOutOnly>
            ),
          },
          {
            path: '/auto-login',
            element: page(
              () => import('../features/auth/pages/auto-login-page.tsx'),
              (m) => m.AutoLoginPage,
            ),
          },
          {
            path: '/setup',
            element: page(
              () => import('../features/setup/pages/setup-page.tsx'),
              (m) => m.SetupPage,
            ),
          },
          {
            path: '/test-auth',
            element: page(
              () => import('../features/auth/pages/test-auth-page.tsx'),
              (m) => m.TestAuthPage,
            ),
          },
          {
            path: '/admin',
            element: (
              <RequireAuth isAdminRoute>
                {page(
                  () => import('../features/admin/pages/admin-dashboard-page.tsx'),
                  (m) => m.AdminDashboardPage,
                )}
              </RequireAuth>
            ),
          },
          {
            path: '/admin/mail',
            element: (
              <RequireAuth isAdminRoute>
                {page(
                  () => import('../features/mail/pages/mail-page.tsx'),
                  (m) => m.MailPage,
                )}
              </RequireAuth>
            ),
          },
          {
            path: '/admin/account',
            element: (
              <RequireAuth isAdminRoute>
                {page(
                  () => import('../features/account/pages/admin-account-page.tsx'),
                  (m) => m.AdminAccountPage,
                )}
              </RequireAuth>
            ),
          },
          {
            path: '/admin/audit',
            element: (
              <RequireAuth isAdminRoute>
                {page(
                  () => import('../features/audit/pages/audit-page.tsx'),
                  (m) => m.AuditPage,
                )}
              </RequireAuth>
            ),
          },
          {
            path: '/admin/insights',
            element: (
              <RequireAuth isAdminRoute>
                {page(
                  () => import('../features/insights/pages/insights-page.tsx'),
                  (m) => m.InsightsPage,
                )}
              </RequireAuth>
            ),
          },
          {
            path: '/my-activity',
            element: signedIn(
              page(
                () => import('../features/my-activity/pages/my-activity-page.tsx'),
                (m) => m.MyActivityPage,
              ),
            ),
          },
          {
            path: '/mail-settings',
            element: signedIn(
              page(
                () => import('../features/mail/pages/mail-settings-page.tsx'),
                (m) => m.MailSettingsPage,
              ),
            ),
          },
          {
            path: '/unsubscribe',
            element: page(
              () => import('../features/mail/pages/unsubscribe-page.tsx'),
              (m) => m.UnsubscribePage,
            ),
          },
          {
            path: '/careers/:jobId?',
            element: signedIn(
              page(
                () => import('../features/jobs/pages/careers-page.tsx'),
                (m) => m.CareersPage,
              ),
            ),
          },
          {
            path: '/internships/:internshipId?',
            element: signedIn(
              page(
                () => import('../features/internships/pages/internships-page.tsx'),
                (m) => m.InternshipsPage,
              ),
            ),
          },
          {
            path: '/submit-internship',
            element: signedIn(
              page(
                () => import('../features/internships/pages/submit-internship-page.tsx'),
                (m) => m.SubmitInternshipPage,
              ),
            ),
          },
          {
            path: '/courses/notify',
            element: signedIn(
              page(
                () => import('../features/courses/pages/courses-notify-page.tsx'),
                (m) => m.CoursesNotifyPage,
              ),
            ),
          },
          {
            path: '/courses/:courseId?',
            element: signedIn(
              page(
                () => import('../features/courses/pages/courses-page.tsx'),
                (m) => m.CoursesPage,
              ),
            ),
          },
          {
            path: '/training',
            element: signedIn(
              page(
                () => import('../features/trainings/pages/training-page.tsx'),
                (m) => m.TrainingPage,
              ),
            ),
          },
          {
            path: '/directory',
            element: signedIn(
              page(
                () => import('../features/directory/pages/directory-page.tsx'),
                (m) => m.DirectoryPage,
              ),
            ),
          },
          {
            path: '/join-community',
            element: signedIn(
              page(
                () => import('../features/directory/pages/join-community-page.tsx'),
                (m) => m.JoinCommunityPage,
              ),
            ),
          },
          {
            path: '/cv-showcase',
            element: signedIn(
              page(
                () => import('../features/cv-showcase/pages/cv-showcase-page.tsx'),
                (m) => m.CvShowcasePage,
              ),
            ),
          },
          {
            path: '/cv-upload',
            element: signedIn(
              page(
                () => import('../features/cv-showcase/pages/cv-upload-page.tsx'),
                (m) => m.CvUploadPage,
              ),
            ),
          },
          {
            path: '/community-benefits',
            element: signedIn(
              page(
                () => import('../features/benefits/pages/community-benefits-page.tsx'),
                (m) => m.CommunityBenefitsPage,
              ),
            ),
          },
          {
            path: '/activities',
            element: signedIn(
              page(
                () => import('../features/activities/pages/activities-page.tsx'),
                (m) => m.ActivitiesPage,
              ),
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
