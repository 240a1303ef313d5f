// shared bits of the site modules: cart handling and settings pages' "saved" state
export function addToCart(item) {
  return (state, doc) => {
    let weight = '';
    const walk = (x) => {
      if (x.role === 'combobox') weight = (x.kids.find((o) => o.props.selected) ?? {}).name ?? weight;
      for (const k of x.kids ?? []) if (k.text === undefined) walk(k);
    };
    walk(doc.root);
    (state.cart ??= []).push({ ...item, weight, price: item.prices[weight] });
    return { to: '/cart' };
  };
}
export const formVal = (state, key, dflt) => (state.form && key in state.form ? state.form[key] : dflt);
