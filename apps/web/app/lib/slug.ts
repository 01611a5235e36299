export { slugFromWords as toSlug } from '@atelier/contracts/category-address';
