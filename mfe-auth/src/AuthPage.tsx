import { ACADEMY_NAME, REMINDERS_LANDING, ROUTES, TOAST, pageTitle, type VerificationProblem } from '@kingside/contracts';
import {
  selectAuthToken,
  signedIn,
  useAppDispatch,
  useAppSelector,
  useDocumentTitle,
  useToast,
  Link,
  Navigate,
  useLocation,
  useNavigate,
  usePrerendering,
} from '@kingside/ui';
import { Tabs } from '@kingside/ui/parts';
import { useEffect, useRef, useState } from 'react';
import { COPY } from './auth/copy';
import { GITHUB_PROBLEM_MESSAGES, LICHESS_PROBLEM_MESSAGES, hasLanding, readLanding } from './auth/landing';
import { MemberBenefits } from './auth/MemberBenefits';
import { RegisterPanel } from './auth/RegisterPanel';
import { SignInPanel } from './auth/SignInPanel';
import { VerificationProblemPanel } from './auth/VerificationProblemPanel';
import { VerificationSentPanel } from './auth/VerificationSentPanel';

type Tab = 'signin' | 'register';
const TABS = [
  { key: 'signin', label: 'Sign In' },
  { key: 'register', label: 'Register' },
] as const;

/**
 * /auth (docs/spec.md §2, §4), outside the public frame: Sign In and Register, the panels that follow a
 * registration or a verification link, and the member benefits. A signed-in member is sent to / (to /train
 * when linking Lichess brought them back here with a problem). The server draws it too (src/server.tsx), for a visitor
 * it does not know: what only the browser knows (a member's token, GitHub's token in the fragment) takes effect once
 * the page is live, so the render that hydrates it draws the same page.
 */
export default function AuthPage() {
  useDocumentTitle(pageTitle('Sign In'));
  const prerendering = usePrerendering();
  const stored = useAppSelector(selectAuthToken);
  const token = prerendering ? null : stored;
  const dispatch = useAppDispatch();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the URL is cleaned right after, and the outcome must not replay on a re-render.
  const [landing] = useState(() => readLanding(location.search, location.hash));
  const [tab, setTab] = useState<Tab>('signin');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<VerificationProblem | null>(landing.verification);
  const handled = useRef(false);

  useEffect(() => {
    // Once live: whether the visitor is a member decides what the outcome says and where they go.
    if (prerendering || handled.current || !hasLanding(landing)) return;
    handled.current = true;
    if (landing.token) {
      // GitHub sign-in: the token came in the fragment; storing it sends the member on to /.
      dispatch(signedIn(landing.token));
      toast.success(TOAST.loginSuccessful, COPY.welcomeBack);
      return;
    }
    if (landing.verified) toast.success(TOAST.verificationSuccessful, COPY.verifiedCanSignIn);
    if (landing.github) toast.error(TOAST.loginFailed, GITHUB_PROBLEM_MESSAGES[landing.github]);
    // A signed-in member only comes back with a Lichess problem from linking it (on /train, where they go back to).
    if (landing.lichess) toast.error(token ? COPY.lichessLinkFailed : TOAST.loginFailed, LICHESS_PROBLEM_MESSAGES[landing.lichess]);
    if (landing.reminders === 'off') toast.success(COPY.unsubscribed, REMINDERS_LANDING.off);
    if (landing.reminders === 'invalid') toast.error(COPY.unsubscribeFailed, REMINDERS_LANDING.invalid);
    // A reload or a shared address must not replay the outcome.
    if (!token) navigate(ROUTES.auth, { replace: true });
  }, [prerendering, landing, dispatch, toast, navigate, token]);

  if (token) return <Navigate to={landing.lichess || landing.reminders ? ROUTES.train : ROUTES.home} replace />;
  if (landing.token && !prerendering) return null;

  const backToSignIn = () => {
    setSentTo(null);
    setProblem(null);
    setTab('signin');
  };

  return (
    <main
      id="main"
      css={(t) => ({
        minHeight: '100vh',
        background: t.colors.canvas,
        padding: `${t.space(6)} ${t.space(4)}`,
        [t.breakpoints.md]: { padding: t.space(10) },
      })}
    >
      <div css={{ maxWidth: 1040, margin: '0 auto' }}>
        <Link
          to={ROUTES.home}
          css={(t) => ({
            display: 'inline-block',
            marginBottom: t.space(6),
            fontFamily: t.fonts.heading,
            fontWeight: 700,
            fontSize: '1.25rem',
            color: t.colors.ink,
            textDecoration: 'none',
          })}
        >
          <span aria-hidden="true">♚ </span>
          {ACADEMY_NAME}
        </Link>
        <div
          css={(t) => ({
            display: 'grid',
            gap: t.space(6),
            alignItems: 'start',
            [t.breakpoints.md]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
          })}
        >
          <div
            css={(t) => ({
              background: t.colors.paper,
              border: `1px solid ${t.colors.line}`,
              borderRadius: t.radius.lg,
              boxShadow: t.shadow.card,
              padding: t.space(6),
              [t.breakpoints.md]: { padding: t.space(8) },
            })}
          >
            {problem ? (
              <VerificationProblemPanel problem={problem} onBack={backToSignIn} />
            ) : sentTo ? (
              <VerificationSentPanel email={sentTo} onBack={backToSignIn} />
            ) : (
              <>
                <h1 css={{ fontSize: '1.8rem' }}>{tab === 'signin' ? 'Welcome back' : 'Create your account'}</h1>
                <Tabs items={TABS} selected={tab} onSelect={setTab} label="Sign in or register">
                  {tab === 'signin' ? <SignInPanel /> : <RegisterPanel onRegistered={setSentTo} />}
                </Tabs>
              </>
            )}
          </div>
          <MemberBenefits />
        </div>
      </div>
    </main>
  );
}
