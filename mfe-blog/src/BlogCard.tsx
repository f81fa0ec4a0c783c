import { ROUTES, formatCalendarDate, type BlogPost } from '@kingside/contracts';
import { Badge } from '@kingside/ui';
import { MediaCard } from '@kingside/ui/parts';

/** An article in a list: links to /blog/{id}. */
export function BlogCard({ post, headingLevel, lazyImage }: { post: BlogPost; headingLevel?: 'h2' | 'h3'; lazyImage?: boolean }) {
  return (
    <MediaCard
      to={ROUTES.blogPost(post.id)}
      title={post.title}
      summary={post.excerpt}
      imageUrl={post.imageUrl}
      imageAlt={`Illustration for the article ${post.title}`}
      meta={<Badge tone="accent">{post.category}</Badge>}
      footer={<time dateTime={post.publishedDate}>{formatCalendarDate(post.publishedDate)}</time>}
      headingLevel={headingLevel ?? 'h2'}
      lazyImage={lazyImage ?? true}
      testId="blog-card"
    />
  );
}
