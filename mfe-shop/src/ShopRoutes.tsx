export default function ShopRoutes() {
  return (
    <section data-remote="shop">
      <h1>ShopRoutes</h1>
    </section>
  );
}
