/** The product as the copyright panel, the login footer and /premiumInfos name it (docs/product.md#what-atrium-does: version 2.0.0). */
export const PRODUCT = {
  name: 'Atrium',
  version: '2.0.0',
} as const;
