import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { TableSkeleton } from '../components/table-skeleton.tsx';
import { ActivitiesPage } from '../features/activities/pages/activities-page.tsx';
import { AdminLoginPage } from '../features/auth/pages/admin-login-page.tsx';
import { AutoLoginPage } from '../features/auth/pages/auto-login-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { TestAuthPage } from '../features/auth/pages/test-auth-page.tsx';
import { CommunityBenefitsPage } from '../features/benefits/pages/community-benefits-page.tsx';
import { CoursesNotifyPage } from '../features/courses/pages/courses-notify-page.tsx';
import { CoursesPage } from '../features/courses/pages/courses-page.tsx';
import { CvShowcasePage } from '../features/cv-showcase/pages/cv-showcase-page.tsx';
import { CvUploadPage } from '../features/cv-showcase/pages/cv-upload-page.tsx';
import { DirectoryPage } from '../features/directory/pages/directory-page.tsx';
import { JoinCommunityPage } from '../features/directory/pages/join-community-page.tsx';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { InternshipsPage } from '../features/internships/pages/internships-page.tsx';
import { SubmitInternshipPage } from '../features/internships/pages/submit-internship-page.tsx';
import { CareersPage } from '../features/jobs/pages/careers-page.tsx';
import { TrainingPage } from '../features/trainings/pages/training-page.tsx';
import { RequireAuth, SignedOutOnly } from './guards.tsx';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

// Residents never download the dashboard's code.
const AdminDashboardPage = lazy(() =>
  import('../features/admin/pages/admin-dashboard-page.tsx').then((m) => ({ default: m.AdminDashboardPage })),
);

const signedIn = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;
const placeholder = (title: string, description: string) =>
  signedIn(<PlaceholderPage title={title} description={description} />);

/** The route table of spec/residents.md section 2. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: signedIn(<HomePage />) },
      {
        path: '/login',
        element: (
          <SignedOutOnly>
            <LoginPage />
          </SignedOutOnly>
        ),
      },
      {
        path: '/admin-login',
        element: (
          <SignedOutOnly>
            <AdminLoginPage />
          </SignedOutOnly>
        ),
      },
      { path: '/auto-login', element: <AutoLoginPage /> },
      { path: '/test-auth', element: <TestAuthPage /> },
      {
        path: '/admin',
        element: (
          <RequireAuth isAdminRoute>
            <Suspense fallback={<TableSkeleton />}>
              <AdminDashboardPage />
            </Suspense>
          </RequireAuth>
        ),
      },
      {
        path: '/careers/:jobId?',
        element: signedIn(<CareersPage />),
      },
      {
        path: '/internships/:internshipId?',
        element: signedIn(<InternshipsPage />),
      },
      { path: '/courses/notify', element: signedIn(<CoursesNotifyPage />) },
      { path: '/courses/:courseId?', element: signedIn(<CoursesPage />) },
      { path: '/training', element: signedIn(<TrainingPage />) },
      {
        path: '/directory',
        element: signedIn(<DirectoryPage />),
      },
      { path: '/cv-showcase', element: signedIn(<CvShowcasePage />) },
      { path: '/cv-upload', element: signedIn(<CvUploadPage />) },
      {
        path: '/submit-internship',
        element: signedIn(<SubmitInternshipPage />),
      },
      {
        path: '/join-community',
        element: signedIn(<JoinCommunityPage />),
      },
      {
        path: '/community-benefits',
        element: signedIn(<CommunityBenefitsPage />),
      },
      { path: '/activities', element: signedIn(<ActivitiesPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
