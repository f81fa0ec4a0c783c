import { PLACEHOLDER_COUNTS, ROUTES, SHELL_PAGE_TITLES } from '@kingside/contracts';
import { HydratedSeparately, useDocumentTitle } from '@kingside/ui';
import { Hero } from './home/Hero';
import { Newsletter } from './home/Newsletter';
import { PreviewBand } from './home/PreviewBand';
import { Testimonials } from './home/Testimonials';
import { WhyChoose } from './home/WhyChoose';

/**
 * Home (docs/spec.md §2): hero, why-choose, the lessons, products and blog previews (each drawn by the remote
 * that owns it, so one failing remote only blanks its own band: PreviewBand), testimonials and the
 * newsletter. Below the fold, each band is hydrated on its own (HydratedSeparately): the browser's
 * start-up is a few short tasks, not one long one.
 */
export function Home() {
  useDocumentTitle(SHELL_PAGE_TITLES.home);
  return (
    <>
      <Hero />
      <WhyChoose />
      <PreviewBand
        id="home-lessons"
        title="Featured Lessons"
        intro="Courses for beginners, improving players and experts."
        link={{ to: ROUTES.learn, label: 'View All Lessons' }}
        tinted
        remote="learn"
        module="./LessonsPreview"
        columns={4}
        placeholders={PLACEHOLDER_COUNTS.homeLessons}
        loadingLabel="Loading lessons"
      />
      <PreviewBand
        id="home-products"
        title="Featured Products"
        intro="Equipment we use in our own classes."
        link={{ to: ROUTES.shop, label: 'Visit the Shop' }}
        remote="shop"
        module="./ProductsPreview"
        columns={4}
        placeholders={PLACEHOLDER_COUNTS.homeProducts}
        loadingLabel="Loading products"
      />
      <PreviewBand
        id="home-blog"
        title="From the Blog"
        intro="Ideas to take to your next game."
        link={{ to: ROUTES.blog, label: 'Read All Articles' }}
        tinted
        remote="blog"
        module="./BlogPreview"
        columns={3}
        placeholders={PLACEHOLDER_COUNTS.homeBlog}
        loadingLabel="Loading articles"
      />
      <HydratedSeparately>
        <Testimonials />
      </HydratedSeparately>
      <HydratedSeparately>
        <Newsletter />
      </HydratedSeparately>
    </>
  );
}
