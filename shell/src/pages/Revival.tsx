import { Container } from '@kingside/ui';

export default function Revival() {
  return (
    <Container>
      <h1>Revival</h1>
    </Container>
  );
}
