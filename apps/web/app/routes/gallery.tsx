import { useTranslation } from 'react-i18next';
import { SimplePage } from '../components/ui/simple-page';
import { type WorkshopScene, WorkshopTile } from '../components/ui/workshop-art';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = ({ params }) => pageMeta(params.locale, 'gallery');

const SCENES: WorkshopScene[] = ['cutting', 'stitching', 'finishing'];

export default function Gallery() {
  const { t } = useTranslation();
  return (
    <SimplePage page="gallery">
      <ul className="grid gap-6 sm:grid-cols-3">
        {SCENES.map((scene) => (
          <li key={scene}>
            <figure>
              <WorkshopTile scene={scene} className="aspect-[3/4] rounded-sm" />
              <figcaption className="mt-3 text-sm font-medium">{t(`home.gallery.${scene}`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
