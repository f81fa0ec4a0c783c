import { BLOG_CATEGORIES, PLACEHOLDER_COUNTS } from '@kingside/contracts';
import { Grid, useDocumentTitle } from '@kingside/ui';
import { PagedList, useListState, MediaCardSkeletons } from '@kingside/ui/parts';
import { BlogCard } from './BlogCard';
import { useBlogGetPostPageQuery } from './blogApi';
import { BLOG_INTRO, BLOG_TITLE } from './titles';

/** Cards in the first screenful load their picture at once; the rest when scrolled to. */
const EAGER_IMAGES = 3;

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

/** /blog: the articles a page at a time, newest first, searched, sorted and filtered by category (?category=). */
export function BlogList() {
  useDocumentTitle(BLOG_TITLE);
  const list = useListState('blog');
  const result = useBlogGetPostPageQuery(list.query);
  return (
    <PagedList
      list={list}
      result={result}
      heading="Chess Blog"
      intro={BLOG_INTRO}
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
