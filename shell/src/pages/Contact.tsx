import { Container } from '@kingside/ui';

export default function Contact() {
  return (
    <Container>
      <h1>Contact</h1>
    </Container>
  );
}
