export default function BlogRoutes() {
  return (
    <section data-remote="blog">
      <h1>BlogRoutes</h1>
    </section>
  );
}
