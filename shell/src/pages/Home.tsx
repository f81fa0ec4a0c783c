import { ACADEMY_NAME } from '@kingside/contracts';
import { ButtonLink, Container, useDocumentTitle } from '@kingside/ui';
import { RemoteSection } from '../federation/RemoteSection';

export function Home() {
  useDocumentTitle(`${ACADEMY_NAME} - Learn Chess, Shop Equipment`);
  return (
    <Container>
      <h1>Master the Game of Kings</h1>
      <ButtonLink to="/learn">Start Learning</ButtonLink>{' '}
      <ButtonLink to="/shop" variant="outline">
        Browse Shop
      </ButtonLink>
      <RemoteSection remote="learn" module="./LessonsPreview" compact />
      <RemoteSection remote="shop" module="./ProductsPreview" compact />
      <RemoteSection remote="blog" module="./BlogPreview" compact />
    </Container>
  );
}
