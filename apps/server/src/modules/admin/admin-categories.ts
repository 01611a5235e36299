import type { AdminCategory, AdminCategoryInput } from '@atelier/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { attributeValues, categories, PRODUCT_KINDS } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { catalogueVersion } from '../catalog/catalog-cache';
import { refreshCategorySearch } from '../catalog/search';
import { audit } from './admin-audit';
import { slugify } from './admin-products';

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      namePl: categories.namePl,
      nameEn: categories.nameEn,
      descriptionPl: categories.descriptionPl,
      descriptionEn: categories.descriptionEn,
      position: categories.position,
      isActive: categories.isActive,
      productCount: sql<number>`(select count(*) from products p where p.category_id = "categories"."id")`.mapWith(
        Number,
      ),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map(present);
}

function present(row: {
  id: number;
  slug: string;
  namePl: string;
  nameEn: string;
  descriptionPl: string;
  descriptionEn: string;
  position: number;
  isActive: boolean;
  productCount: number;
}): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    name_pl: row.namePl,
    name_en: row.nameEn,
    description_pl: row.descriptionPl,
    description_en: row.descriptionEn,
    position: row.position,
    is_active: row.isActive,
    product_count: row.productCount,
  };
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug));
  if (taken) throw new ValidationFailed({ slug: ['admin.slug_taken'] });
}

function values(input: AdminCategoryInput) {
  return {
    namePl: input.name_pl,
    nameEn: input.name_en,
    descriptionPl: input.description_pl,
    descriptionEn: input.description_en,
    position: input.position,
    isActive: input.is_active,
  };
}

export async function saveAdminCategory(
  db: Db,
  request: FastifyRequest,
  input: AdminCategoryInput,
  id?: number,
): Promise<AdminCategory> {
  const slug = input.slug ?? slugify(input.name_pl);
  await assertSlugFree(db, slug, id);
  const savedId = await db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx
        .insert(categories)
        .values({ ...values(input), slug })
        .returning({ id: categories.id });
      await audit(tx, request, 'category.create', 'category', row.id, { slug });
      return row.id;
    }
    const rows = await tx
      .update(categories)
      .set({ ...values(input), slug, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (!rows.length) throw new NotFound();
    // Category names are part of every product's search document.
    await refreshCategorySearch(tx, id);
    await audit(tx, request, 'category.update', 'category', id, { slug });
    return id;
  });
  catalogueVersion.bump();
  const saved = (await listAdminCategories(db)).find((c) => c.id === savedId);
  if (!saved) throw new NotFound();
  return saved;
}

export async function listAttributes(db: Db) {
  const rows = await db
    .select()
    .from(attributeValues)
    .orderBy(asc(attributeValues.kind), asc(attributeValues.position), asc(attributeValues.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      code: row.code,
      label_pl: row.labelPl,
      label_en: row.labelEn,
      hex: row.hex,
    })),
    product_kinds: [...PRODUCT_KINDS],
  };
}
