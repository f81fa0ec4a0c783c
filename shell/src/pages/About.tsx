import { Container } from '@kingside/ui';

export default function About() {
  return (
    <Container>
      <h1>About</h1>
    </Container>
  );
}
