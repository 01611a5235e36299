import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onCatalogueChanged } from '../catalog/catalog-cache';
import { loadSitemapSources } from './seo.repository';
import { buildRobotsTxt, buildSitemap } from './seo.service';

const HOUR = 3600;
/**
 * A full sitemap is megabytes for a large catalogue, so it is built once and served from memory: until
 * the catalogue changes (products, categories) or, for blog changes, for at most this long.
 */
export const SITEMAP_TTL_MS = 10 * 60 * 1000;

/** /sitemap.xml and /robots.txt at the root of the site (not under /api), with absolute URLs from PUBLIC_URL. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { xml: Promise<string>; expiresAt: number } | undefined;
  const stopListening = onCatalogueChanged(() => {
    cached = undefined;
  });
  app.addHook('onClose', async () => stopListening());

  /** Concurrent requests share one build; a failed build is not kept. */
  const sitemap = (): Promise<string> => {
    const { database, config, clock } = app.deps;
    const now = clock();
    if (cached && cached.expiresAt > now.getTime()) return cached.xml;
    const entry = {
      xml: loadSitemapSources(database.db, now).then((sources) => buildSitemap(sources, config.publicUrl)),
      expiresAt: now.getTime() + SITEMAP_TTL_MS,
    };
    cached = entry;
    entry.xml.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.xml;
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemap();
    return reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=${HOUR}`).send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${HOUR}`)
      .send(buildRobotsTxt(app.deps.config.publicUrl));
  });
};
