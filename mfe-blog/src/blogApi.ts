import { API, TOTAL_COUNT_HEADER, listApiPath, queryOffset, toPage, type BlogPost, type Page } from '@kingside/contracts';
import { api, SECTION_ENDPOINTS } from '@kingside/ui';

/**
 * The blog endpoints of docs/spec.md §7, on the site's one api. Names are prefixed "blog" so no other section
 * can overwrite them (and 'throw' makes any clash loud).
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of /blog (or Home's newest articles): the argument is the api query (contracts' listApiQuery or
     * firstOfListQuery), the value the page's articles and how many match (X-Total-Count).
     */
    blogGetPostPage: build.query<Page<BlogPost>, string>({
      query: (query) => listApiPath('blog', query),
      transformResponse: (body: unknown, meta, query) => toPage<BlogPost>(body, meta?.headers.get(TOTAL_COUNT_HEADER), queryOffset(query)),
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    blogGetPost: build.query<BlogPost, number>({
      query: (id) => API.blogPost(id),
      providesTags: (_result, _error, id) => [{ type: 'BlogPost', id }],
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useBlogGetPostPageQuery, useBlogGetPostQuery } = blogApi;
