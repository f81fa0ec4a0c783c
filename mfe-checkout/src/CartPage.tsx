export default function CartPage() {
  return (
    <section data-remote="checkout">
      <h1>CartPage</h1>
    </section>
  );
}
