import { API, type BlogCategory, type BlogPost } from '@kingside/contracts';
import { api, SECTION_ENDPOINTS } from '@kingside/ui';

/**
 * The blog endpoints of docs/spec.md §7, on the site's one api. Names are prefixed "blog" so no other section
 * can overwrite them (and 'throw' makes any clash loud).
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    blogGetPosts: build.query<BlogPost[], void>({
      query: () => API.blogPosts,
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    blogGetPostsByCategory: build.query<BlogPost[], BlogCategory>({
      query: (category) => API.blogPostsByCategory(category),
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    blogGetPost: build.query<BlogPost, number>({
      query: (id) => API.blogPost(id),
      providesTags: (_result, _error, id) => [{ type: 'BlogPost', id }],
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useBlogGetPostsQuery, useBlogGetPostsByCategoryQuery, useBlogGetPostQuery } = blogApi;
