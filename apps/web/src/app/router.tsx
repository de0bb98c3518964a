import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { TableSkeleton } from '../components/table-skeleton.tsx';
import { AdminLoginPage } from '../features/auth/pages/admin-login-page.tsx';
import { AutoLoginPage } from '../features/auth/pages/auto-login-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { TestAuthPage } from '../features/auth/pages/test-auth-page.tsx';
import { HomePage } from '../features/home/pages/home-page.tsx';
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
        element: placeholder('Careers', 'Jobs posted by residents and approved by the committee.'),
      },
      {
        path: '/internships/:internshipId?',
        element: placeholder('Internships', 'Internship opportunities from the community.'),
      },
      { path: '/courses/notify', element: placeholder('Courses', 'Hear first when courses open.') },
      {
        path: '/courses/:courseId?',
        element: placeholder('Courses', 'Learning and development for residents.'),
      },
      { path: '/training', element: placeholder('Training', 'Training programmes open to residents.') },
      {
        path: '/directory',
        element: placeholder('Directory', 'Professionals and corporate partners in the community.'),
      },
      { path: '/cv-showcase', element: placeholder('CV Showcase', "Residents' CVs, by sector.") },
      { path: '/cv-upload', element: placeholder('Upload CV', 'Share your CV with the community.') },
      {
        path: '/submit-internship',
        element: placeholder('Submit Internship', 'Offer an internship to the community.'),
      },
      {
        path: '/join-community',
        element: placeholder('Join Community', 'Add yourself to the professional directory.'),
      },
      {
        path: '/community-benefits',
        element: placeholder('Community Benefits', 'Discounts from local businesses for residents.'),
      },
      { path: '/activities', element: placeholder('Activities', 'The paddle club and community trips.') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
