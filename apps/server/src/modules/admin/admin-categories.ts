import type {
  AdminAttributeInput,
  AdminAttributeUpdateInput,
  AdminCategory,
  AdminCategoryInput,
} from '@atelier/contracts';
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
      hasSizeGuide: sql<boolean>`exists (select 1 from category_size_guides g where g.category_id = "categories"."id")`,
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
  hasSizeGuide: boolean;
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
    has_size_guide: row.hasSizeGuide,
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

const attributeColumns = {
  id: attributeValues.id,
  kind: attributeValues.kind,
  code: attributeValues.code,
  labelPl: attributeValues.labelPl,
  labelEn: attributeValues.labelEn,
  hex: attributeValues.hex,
  position: attributeValues.position,
  // A colour is carried by variants (docs/product-rules.md#variants), the other kinds by product links.
  productCount: sql<number>`case when "attribute_values"."kind" = 'colour'
      then (select count(distinct v.product_id) from product_variants v
        where v.colour_code = "attribute_values"."code" and v.is_active)
      else (select count(*) from product_attribute_values pav where pav.attribute_value_id = "attribute_values"."id")
    end`.mapWith(Number),
};

function presentAttribute(row: {
  id: number;
  kind: string;
  code: string;
  labelPl: string;
  labelEn: string;
  hex: string | null;
  position: number;
  productCount: number;
}) {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    label_pl: row.labelPl,
    label_en: row.labelEn,
    hex: row.hex,
    position: row.position,
    product_count: row.productCount,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function listAttributes(db: Db) {
  const rows = await db
    .select(attributeColumns)
    .from(attributeValues)
    .orderBy(asc(attributeValues.kind), asc(attributeValues.position), asc(attributeValues.id));
  return { data: rows.map(presentAttribute), product_kinds: [...PRODUCT_KINDS] };
}

/**
 * Creates a colour or style, or edits any filter value's names, swatch and position. Kind and code stay as
 * created: the code is part of the shop's filter addresses (`?colors=black`), so renaming never breaks a
 * link. Codes are unique per kind and a colour needs its swatch (422 on the field otherwise).
 */
export async function saveAttribute(
  db: Db,
  request: FastifyRequest,
  input: AdminAttributeInput | AdminAttributeUpdateInput,
  id?: number,
) {
  const savedId = await db
    .transaction(async (tx) => {
      let before: typeof attributeValues.$inferSelect | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(attributeValues).where(eq(attributeValues.id, id)).for('update');
        if (!before) throw new NotFound();
      }
      const kind = before?.kind ?? (input as AdminAttributeInput).kind;
      const errors: Record<string, ('admin.attribute_code_taken' | 'admin.attribute_hex_required')[]> = {};
      if (!before) {
        const [taken] = await tx
          .select({ id: attributeValues.id })
          .from(attributeValues)
          .where(and(eq(attributeValues.kind, kind), eq(attributeValues.code, (input as AdminAttributeInput).code)));
        if (taken) errors.code = ['admin.attribute_code_taken'];
      }
      if (kind === 'colour' && !input.hex) errors.hex = ['admin.attribute_hex_required'];
      if (Object.keys(errors).length) throw new ValidationFailed(errors);
      const values = {
        labelPl: input.label_pl,
        labelEn: input.label_en,
        // Only colours have a swatch; a hex sent for another kind would never be shown.
        hex: kind === 'colour' ? (input.hex?.toUpperCase() ?? null) : null,
        position: input.position,
      };
      if (!before) {
        const code = (input as AdminAttributeInput).code;
        const [row] = await tx
          .insert(attributeValues)
          .values({ ...values, kind, code })
          .returning({ id: attributeValues.id });
        await audit(tx, request, 'attribute.create', 'attribute', row.id, {
          kind,
          code,
          label_pl: values.labelPl,
          label_en: values.labelEn,
          hex: values.hex,
        });
        return row.id;
      }
      await tx.update(attributeValues).set(values).where(eq(attributeValues.id, before.id));
      const changes: Record<string, unknown> = { kind: before.kind, code: before.code };
      const compare = (field: string, from: unknown, to: unknown) => {
        if (from !== to) changes[field] = { from, to };
      };
      compare('label_pl', before.labelPl, values.labelPl);
      compare('label_en', before.labelEn, values.labelEn);
      compare('hex', before.hex, values.hex);
      compare('position', before.position, values.position);
      await audit(tx, request, 'attribute.update', 'attribute', before.id, changes);
      return before.id;
    })
    .catch((error: unknown) => {
      // Two people creating the same code at once: the loser gets the same answer as the check above.
      if (isUniqueViolation(error)) throw new ValidationFailed({ code: ['admin.attribute_code_taken'] });
      throw error;
    });
  // Filter values are part of the shop's cached listings (facets, product pages).
  catalogueVersion.bump();
  const [row] = await db.select(attributeColumns).from(attributeValues).where(eq(attributeValues.id, savedId));
  return presentAttribute(row);
}
