import { relations } from 'drizzle-orm';
import { blogCategories, blogPosts, blogPostTags, blogTags } from './blog';
import { cartLines, carts } from './cart';
import {
  attributeValues,
  banners,
  categories,
  priceHistory,
  productAttributeValues,
  productImages,
  products,
  productVariants,
  reviews,
} from './catalog';
import { coupons, couponUses } from './coupons';
import { orderLines, orderStatusHistory, orders, withdrawals } from './orders';
import { payments, refunds } from './payments';
import { shipments } from './shipping';
import { authTokens, oauthAccounts, passwordResetTokens, roles, userRoles, users } from './users';
import { wishlistItems } from './wishlist';

// Relations live apart from the tables so the table files never import each other in a cycle.

export const usersRelations = relations(users, ({ many, one }) => ({
  roles: many(userRoles),
  oauthAccounts: many(oauthAccounts),
  authTokens: many(authTokens),
  passwordResetTokens: many(passwordResetTokens),
  cart: one(carts, { fields: [users.id], references: [carts.userId] }),
  wishlistItems: many(wishlistItems),
  orders: many(orders),
  reviews: many(reviews),
}));

export const rolesRelations = relations(roles, ({ many }) => ({
  users: many(userRoles),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
  role: one(roles, { fields: [userRoles.roleId], references: [roles.id] }),
}));

export const oauthAccountsRelations = relations(oauthAccounts, ({ one }) => ({
  user: one(users, { fields: [oauthAccounts.userId], references: [users.id] }),
}));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'category_parent',
  }),
  children: many(categories, { relationName: 'category_parent' }),
  products: many(products),
  banners: many(banners),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  images: many(productImages),
  variants: many(productVariants),
  attributeValues: many(productAttributeValues),
  priceHistory: many(priceHistory),
  reviews: many(reviews),
}));

export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const attributeValuesRelations = relations(attributeValues, ({ many }) => ({
  products: many(productAttributeValues),
}));

export const productAttributeValuesRelations = relations(productAttributeValues, ({ one }) => ({
  product: one(products, { fields: [productAttributeValues.productId], references: [products.id] }),
  attributeValue: one(attributeValues, {
    fields: [productAttributeValues.attributeValueId],
    references: [attributeValues.id],
  }),
}));

export const priceHistoryRelations = relations(priceHistory, ({ one }) => ({
  product: one(products, { fields: [priceHistory.productId], references: [products.id] }),
}));

export const bannersRelations = relations(banners, ({ one }) => ({
  category: one(categories, { fields: [banners.categoryId], references: [categories.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  coupon: one(coupons, { fields: [carts.couponId], references: [coupons.id] }),
  lines: many(cartLines),
}));

export const cartLinesRelations = relations(cartLines, ({ one }) => ({
  cart: one(carts, { fields: [cartLines.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartLines.productId], references: [products.id] }),
}));

export const couponsRelations = relations(coupons, ({ many }) => ({
  uses: many(couponUses),
}));

export const couponUsesRelations = relations(couponUses, ({ one }) => ({
  coupon: one(coupons, { fields: [couponUses.couponId], references: [coupons.id] }),
  order: one(orders, { fields: [couponUses.orderId], references: [orders.id] }),
  user: one(users, { fields: [couponUses.userId], references: [users.id] }),
}));

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  user: one(users, { fields: [wishlistItems.userId], references: [users.id] }),
  product: one(products, { fields: [wishlistItems.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  lines: many(orderLines),
  statusHistory: many(orderStatusHistory),
  payments: many(payments),
  shipments: many(shipments),
  withdrawals: many(withdrawals),
  couponUses: many(couponUses),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
  changedByUser: one(users, { fields: [orderStatusHistory.changedBy], references: [users.id] }),
}));

export const withdrawalsRelations = relations(withdrawals, ({ one }) => ({
  order: one(orders, { fields: [withdrawals.orderId], references: [orders.id] }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  refunds: many(refunds),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  payment: one(payments, { fields: [refunds.paymentId], references: [payments.id] }),
}));

export const shipmentsRelations = relations(shipments, ({ one }) => ({
  order: one(orders, { fields: [shipments.orderId], references: [orders.id] }),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  posts: many(blogPosts),
}));

export const blogTagsRelations = relations(blogTags, ({ many }) => ({
  posts: many(blogPostTags),
}));

export const blogPostsRelations = relations(blogPosts, ({ one, many }) => ({
  category: one(blogCategories, { fields: [blogPosts.categoryId], references: [blogCategories.id] }),
  tags: many(blogPostTags),
}));

export const blogPostTagsRelations = relations(blogPostTags, ({ one }) => ({
  post: one(blogPosts, { fields: [blogPostTags.postId], references: [blogPosts.id] }),
  tag: one(blogTags, { fields: [blogPostTags.tagId], references: [blogTags.id] }),
}));
