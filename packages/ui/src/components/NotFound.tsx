import { NOT_FOUND_TITLE, ROUTES } from '@kingside/contracts';
import { useDocumentTitle } from '../useDocumentTitle';
import { ButtonLink } from './Button';
import { Container } from './Layout';

/** The not-found page of docs/spec.md §2, shared so a remote's unknown sub-route looks like the shell's. */
export function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Container css={{ textAlign: 'center', padding: '96px 16px' }}>
      <h1 css={{ fontSize: 'clamp(2rem, 5vw, 3rem)' }}>404 Page Not Found</h1>
      <p css={(t) => ({ color: t.colors.inkSoft, marginBottom: 24 })}>The page you are looking for has moved, or never existed.</p>
      <ButtonLink to={ROUTES.home}>Back to Home</ButtonLink>
    </Container>
  );
}
