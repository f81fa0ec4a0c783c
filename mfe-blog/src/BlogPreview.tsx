export default function BlogPreview() {
  return (
    <section data-remote="blog">
      <h1>BlogPreview</h1>
    </section>
  );
}
