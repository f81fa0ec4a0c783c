export default function ProductsPreview() {
  return (
    <section data-remote="shop">
      <h1>ProductsPreview</h1>
    </section>
  );
}
