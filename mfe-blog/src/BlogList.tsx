import { BLOG_CATEGORIES, LIST_FILTERS, PLACEHOLDER_COUNTS, pageTitle } from '@kingside/contracts';
import {
  Button,
  Container,
  FilterBar,
  Grid,
  MediaCardSkeletons,
  PageHeading,
  useDocumentTitle,
  useUrlFilter,
  skipToken,
} from '@kingside/ui';
import { BlogCard } from './BlogCard';
import { useBlogGetPostsByCategoryQuery, useBlogGetPostsQuery } from './blogApi';

/** Cards in the first screenful load their picture at once; the rest when scrolled to. */
const EAGER_IMAGES = 3;

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

/** /blog: every article, or one category's (?category=, served by /api/blog-posts/category/{category}). */
export function BlogList() {
  useDocumentTitle(pageTitle('Chess Blog'));
  const category = useUrlFilter(LIST_FILTERS.blog);
  const all = useBlogGetPostsQuery(category.value ? skipToken : undefined);
  const byCategory = useBlogGetPostsByCategoryQuery(category.value ?? skipToken);
  const { currentData: posts, isFetching, isError, refetch } = category.value ? byCategory : all;

  return (
    <Container>
      <PageHeading>Chess Blog</PageHeading>
      <p css={(t) => ({ color: t.colors.inkSoft, maxWidth: 680, marginTop: 0, marginBottom: 24 })}>
        Articles from our coaches on strategy, the psychology of competition, the game&apos;s history, openings, endgames and tactics.
      </p>
      <FilterBar
        label="Filter articles by category"
        options={CATEGORY_OPTIONS}
        selected={category.value}
        showClear={category.isSet}
        onSelect={category.select}
        onClear={category.clear}
      />
      {isError ? (
        <div role="alert" css={{ padding: '32px 0' }}>
          <p>The articles could not be loaded. Please try again.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </div>
      ) : isFetching || !posts ? (
        <Grid columns={3} aria-busy="true">
          <MediaCardSkeletons count={PLACEHOLDER_COUNTS.blogList} label="Loading articles" />
        </Grid>
      ) : posts.length === 0 ? (
        <p role="status" css={(t) => ({ padding: '48px 0', textAlign: 'center', fontSize: '1.1rem', color: t.colors.inkSoft })}>
          No articles found
        </p>
      ) : (
        <Grid columns={3}>
          {posts.map((post, index) => (
            <BlogCard key={post.id} post={post} lazyImage={index >= EAGER_IMAGES} />
          ))}
        </Grid>
      )}
    </Container>
  );
}
