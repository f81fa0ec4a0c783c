import { BLOG_CATEGORIES, PLACEHOLDER_COUNTS, pageTitle } from '@kingside/contracts';
import { Grid, MediaCardSkeletons, PagedList, useDocumentTitle, useListState } from '@kingside/ui';
import { BlogCard } from './BlogCard';
import { useBlogGetPostPageQuery } from './blogApi';

/** Cards in the first screenful load their picture at once; the rest when scrolled to. */
const EAGER_IMAGES = 3;

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

/** /blog: the articles a page at a time, newest first, searched, sorted and filtered by category (?category=). */
export function BlogList() {
  useDocumentTitle(pageTitle('Chess Blog'));
  const list = useListState('blog');
  const result = useBlogGetPostPageQuery(list.query);
  return (
    <PagedList
      list={list}
      result={result}
      heading="Chess Blog"
      intro="Articles from our coaches on strategy, the psychology of competition, the game's history, openings, endgames and tactics."
      filterLabel="Filter articles by category"
      filterOptions={CATEGORY_OPTIONS}
      errorText="The articles could not be loaded. Please try again."
      renderItems={(posts) => (
        <Grid columns={3}>
          {posts.map((post, index) => (
            <BlogCard key={post.id} post={post} lazyImage={index >= EAGER_IMAGES} />
          ))}
        </Grid>
      )}
      renderPlaceholders={() => (
        <Grid columns={3} aria-busy="true">
          <MediaCardSkeletons count={PLACEHOLDER_COUNTS.blogList} label="Loading articles" />
        </Grid>
      )}
    />
  );
}
