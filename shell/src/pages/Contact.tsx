import { SHELL_PAGE_TITLES } from '@kingside/contracts';
import { Card, CardBody, Container, PageHeading, Section, useDocumentTitle } from '@kingside/ui';
import { ContactDetails } from './contact/ContactDetails';
import { ContactForm } from './contact/ContactForm';
import { Faq } from './contact/Faq';
import { OfficeMap } from './contact/OfficeMap';

/** /contact (docs/spec.md §2): details, the message form, the map and the FAQ. */
export default function Contact() {
  useDocumentTitle(SHELL_PAGE_TITLES.contact);
  return (
    <>
      <Container>
        <PageHeading>Contact Us</PageHeading>
        <p css={(t) => ({ color: t.colors.inkSoft, maxWidth: 680, marginTop: 0 })}>
          Questions about a course or an order? Write to us and a member of the team will answer.
        </p>
        <div
          css={(t) => ({
            display: 'grid',
            gap: 32,
            marginTop: 32,
            gridTemplateColumns: 'minmax(0, 1fr)',
            alignItems: 'start',
            [t.breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
          })}
        >
          <ContactDetails />
          <Card as="div">
            <CardBody css={{ padding: 28 }}>
              <ContactForm />
            </CardBody>
          </Card>
        </div>
      </Container>
      <Section aria-labelledby="map-heading">
        <Container>
          <h2 id="map-heading" css={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)' }}>
            Find Us
          </h2>
          <OfficeMap />
        </Container>
      </Section>
      <Container>
        <Faq />
      </Container>
    </>
  );
}
