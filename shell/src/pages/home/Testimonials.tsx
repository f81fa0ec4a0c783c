import { PLACEHOLDER_COUNTS } from '@kingside/contracts';
import { Grid } from '@kingside/ui';
import { TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard';
import { useShellGetTestimonialsQuery } from '../../shellApi';
import { HomeSection } from './HomeSection';

export function Testimonials() {
  const { data: testimonials, isError } = useShellGetTestimonialsQuery();
  return (
    <HomeSection id="home-testimonials" title="What Our Students Say" intro="Learners of every level on what changed in their game.">
      {isError ? (
        <p role="alert" css={(t) => ({ color: t.colors.inkSoft })}>
          The testimonials could not be loaded right now.
        </p>
      ) : (
        <Grid columns={3} aria-busy={testimonials ? undefined : true}>
          {testimonials ? (
            testimonials.map((testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />)
          ) : (
            <>
              {Array.from({ length: PLACEHOLDER_COUNTS.testimonials }, (_, i) => (
                <TestimonialCardSkeleton key={i} />
              ))}
              <span className="visually-hidden" role="status">
                Loading testimonials
              </span>
            </>
          )}
        </Grid>
      )}
    </HomeSection>
  );
}
