import { ACADEMY_NAME, PLACEHOLDER_COUNTS, ROUTES } from '@kingside/contracts';
import { Grid, HydratedSeparately, MediaCardSkeletons, useDocumentTitle } from '@kingside/ui';
import { RemoteSection } from '../federation/RemoteSection';
import { Hero } from './home/Hero';
import { HomeSection } from './home/HomeSection';
import { Newsletter } from './home/Newsletter';
import { Testimonials } from './home/Testimonials';
import { WhyChoose } from './home/WhyChoose';

/**
 * Home (spec §2): hero, why-choose, the lessons, products and blog previews (each drawn by the remote
 * that owns it, so one failing remote only blanks its own band), testimonials and the newsletter.
 * While a preview's code loads, the band shows the placeholders its remote shows while its data loads,
 * so the count and the size stay the same from the first paint to the cards. Below the fold, each band is
 * hydrated on its own (HydratedSeparately): the browser's start-up is a few short tasks, not one long one.
 */
export function Home() {
  useDocumentTitle(`${ACADEMY_NAME} - Learn Chess, Shop Equipment`);
  return (
    <>
      <Hero />
      <WhyChoose />
      <HydratedSeparately>
        <HomeSection
          id="home-lessons"
          title="Featured Lessons"
          intro="Courses for beginners, improving players and experts."
          link={{ to: ROUTES.learn, label: 'View All Lessons' }}
          tinted
        >
          <RemoteSection
            remote="learn"
            module="./LessonsPreview"
            compact
            deferUntilVisible
            loading={
              <Grid columns={4} aria-busy="true">
                <MediaCardSkeletons count={PLACEHOLDER_COUNTS.homeLessons} label="Loading lessons" />
              </Grid>
            }
          />
        </HomeSection>
      </HydratedSeparately>
      <HydratedSeparately>
        <HomeSection
          id="home-products"
          title="Featured Products"
          intro="Equipment we use in our own classes."
          link={{ to: ROUTES.shop, label: 'Visit the Shop' }}
        >
          <RemoteSection
            remote="shop"
            module="./ProductsPreview"
            compact
            deferUntilVisible
            loading={
              <Grid columns={4} aria-busy="true">
                <MediaCardSkeletons count={PLACEHOLDER_COUNTS.homeProducts} label="Loading products" />
              </Grid>
            }
          />
        </HomeSection>
      </HydratedSeparately>
      <HydratedSeparately>
        <HomeSection
          id="home-blog"
          title="From the Blog"
          intro="Ideas to take to your next game."
          link={{ to: ROUTES.blog, label: 'Read All Articles' }}
          tinted
        >
          <RemoteSection
            remote="blog"
            module="./BlogPreview"
            compact
            deferUntilVisible
            loading={
              <Grid columns={3} aria-busy="true">
                <MediaCardSkeletons count={PLACEHOLDER_COUNTS.homeBlog} label="Loading articles" />
              </Grid>
            }
          />
        </HomeSection>
      </HydratedSeparately>
      <HydratedSeparately>
        <Testimonials />
      </HydratedSeparately>
      <HydratedSeparately>
        <Newsletter />
      </HydratedSeparately>
    </>
  );
}
