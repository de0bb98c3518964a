// The auth feature's entry point: what other features may use of it.
export { TwoFactorEnrolmentView } from './components/two-factor-enrolment.tsx';
export { AuthForm, AuthFrame, AuthHeading } from './components/auth-frame.tsx';
