import { API, type Testimonial } from '@kingside/contracts';
import { api } from '@kingside/ui';

/**
 * What the shell's own pages read from the api. Names are prefixed "shell" so no remote can overwrite
 * them (and 'throw' makes any clash loud).
 */
export const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    shellGetTestimonials: build.query<Testimonial[], void>({
      query: () => API.testimonials,
      providesTags: [{ type: 'Testimonial', id: 'LIST' }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useShellGetTestimonialsQuery } = shellApi;
