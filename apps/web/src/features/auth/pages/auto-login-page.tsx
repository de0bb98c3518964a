import { MESSAGES } from '@hub/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  LinkRefusedStep,
  LinkSignInFrame,
  SigningInStep,
  SwitchAccountsStep,
  useLinkSignIn,
} from '../../../components/link-sign-in.tsx';
import { savePostLoginPath } from '../../../lib/session-storage.ts';
import { type LinkLoginResponse, linkLogin, login } from '../api/login.ts';
import { text, useText } from '../texts.ts';
import { wordMessage } from '../../../lib/contract-messages/word-message.ts';

type State =
  | { step: 'idle' }
  | { step: 'asking'; current: string; other: string | null }
  | { step: 'working' }
  | { step: 'done' }
  | { step: 'error'; message: string };

const TARGETS = [
  ['jobId', '/careers/'],
  ['internshipId', '/internships/'],
  ['courseId', '/courses/'],
] as const;

const pathsOf = (read: (key: string) => string | null | undefined) =>
  TARGETS.flatMap(([key, base]) => {
    const id = read(key)?.trim();
    return id ? [`${base}${encodeURIComponent(id)}`] : [];
  });

/**
 * What a link asks for: a mailed single-use token (its target is optional), or the spec's e-mail with exactly one
 * of jobId, internshipId, courseId; otherwise the spec's message.
 */
export function autoLoginTarget(
  params: URLSearchParams,
): { token: string; path: string | null } | { email: string; path: string } | { error: string } {
  const paths = pathsOf((key) => params.get(key));
  const token = params.get('token')?.trim();
  if (token) {
    if (paths.length > 1) return { error: wordMessage(MESSAGES.autoLoginTarget) };
    return { token, path: paths[0] ?? null };
  }
  const email = params.get('email')?.trim();
  if (!email) return { error: wordMessage(MESSAGES.autoLoginMissingEmail) };
  if (paths.length !== 1 || !paths[0]) return { error: wordMessage(MESSAGES.autoLoginTarget) };
  return { email, path: paths[0] };
}

const targetPathOf = (target: LinkLoginResponse['target']) =>
  pathsOf((key) => target?.[key as keyof NonNullable<typeof target>])[0] ?? '/';

/** Whether to leave the session of `current` for the link's, in the language of the moment. */
const askToSwitch = (current: string, linkEmail: string | null) =>
  linkEmail
    ? text('auth.autoLogin.switchToEmail', { current, other: linkEmail })
    : text('auth.autoLogin.switchToLink', { current });

/**
 * What a signed-in visitor is asked before a link signs someone in: nothing when the link is for them (it just
 * opens its page), else whether to leave their session for the link's.
 */
export function switchQuestion(current: string | null, linkEmail: string | null) {
  if (!current) return null;
  if (linkEmail && linkEmail.toLowerCase() === current.toLowerCase()) return 'same' as const;
  return askToSwitch(current, linkEmail);
}

/**
 * /auto-login: signs in from a link, then opens the job, internship or course. With a mailed token it signs in
 * once; with only an e-mail it signs in where residents sign in by e-mail alone, and otherwise mails a code and
 * goes to the code step, continuing to the target after it. A signed-in visitor is never silently signed in as
 * someone else: the page asks first.
 */
export function AutoLoginPage() {
  const t = useText();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ step: 'idle' });
  const { signIn, user, isLoading, navigate, isSwitchConfirmed, switchAccounts } = useLinkSignIn();
  // The link is used once, even when the effect runs again.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || isLoading) return;
    const target = autoLoginTarget(params);
    if ('error' in target) {
      hasStarted.current = true;
      setState({ step: 'error', message: target.error });
      return;
    }
    const question = isSwitchConfirmed
      ? null
      : switchQuestion(user?.email ?? null, 'email' in target ? target.email : null);
    if (question === 'same') {
      hasStarted.current = true;
      navigate(target.path ?? '/', { replace: true });
      return;
    }
    if (question && user) {
      setState({ step: 'asking', current: user.email, other: 'email' in target ? target.email : null });
      return;
    }
    hasStarted.current = true;
    setState({ step: 'working' });
    const fail = (error: Error) =>
      setState({ step: 'error', message: error.message || wordMessage(MESSAGES.loginFailedFallback) });
    if ('token' in target) {
      linkLogin(target.token)
        .then((response) => {
          signIn(response);
          setState({ step: 'done' });
          navigate(target.path ?? targetPathOf(response.target), { replace: true });
        })
        .catch(fail);
      return;
    }
    login({ email: target.email })
      .then((response) => {
        if ('codeSent' in response) {
          savePostLoginPath(target.path);
          navigate('/login', { replace: true, state: { codeSentTo: response.email } });
          return;
        }
        signIn(response);
        setState({ step: 'done' });
        navigate(target.path, { replace: true });
      })
      .catch(fail);
  }, [params, signIn, navigate, user, isLoading, isSwitchConfirmed]);

  return (
    <LinkSignInFrame title={t('auth.autoLogin.title')} width={460}>
      {state.step === 'asking' ? (
        <SwitchAccountsStep
          question={askToSwitch(state.current, state.other)}
          switchLabel={
            state.other
              ? t('auth.autoLogin.signInAs', { email: state.other })
              : t('auth.autoLogin.signInWithLink')
          }
          current={state.current}
          onSwitch={switchAccounts}
        />
      ) : state.step === 'error' ? (
        <LinkRefusedStep title={t('auth.autoLogin.failed')} message={state.message} />
      ) : (
        <SigningInStep
          title={t(state.step === 'done' ? 'auth.autoLogin.signedIn' : 'auth.autoLogin.signingIn')}
          text={t(state.step === 'done' ? 'auth.autoLogin.opening' : 'auth.autoLogin.checking')}
        />
      )}
    </LinkSignInFrame>
  );
}
