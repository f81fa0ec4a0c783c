import { HOME_POST_COUNT, PLACEHOLDER_COUNTS, firstOfListQuery } from '@kingside/contracts';
import { Grid } from '@kingside/ui';
import { MediaCardSkeletons } from '@kingside/ui/parts';
import { BlogCard } from './BlogCard';
import { useBlogGetPostPageQuery } from './blogApi';

/**
 * The blog preview of Home (exposed as ./BlogPreview). The shell draws the section's heading and its
 * link to /blog; this is the grid: the newest articles (the list's own order), read as one page of HOME_POST_COUNT.
 */
export default function BlogPreview() {
  const { data, isError } = useBlogGetPostPageQuery(firstOfListQuery(HOME_POST_COUNT));
  const posts = data?.items;
  if (isError) {
    return (
      <p role="alert" css={(t) => ({ color: t.colors.inkSoft })}>
        The articles could not be loaded right now.
      </p>
    );
  }
  return (
    <Grid columns={3} aria-busy={posts ? undefined : true}>
      {posts ? (
        posts.slice(0, HOME_POST_COUNT).map((post) => <BlogCard key={post.id} post={post} headingLevel="h3" />)
      ) : (
        <MediaCardSkeletons count={PLACEHOLDER_COUNTS.homeBlog} label="Loading articles" />
      )}
    </Grid>
  );
}
