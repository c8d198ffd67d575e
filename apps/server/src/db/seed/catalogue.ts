import { categoryRow, planRow, subServiceRow } from '../../test/fixtures';
import {
  type CategorySeed,
  categorySeeds,
  type PlanSeed,
  planSeeds,
  type SubServiceSeed,
} from './catalogue-data';
import { addDays, daysFrom, type SeedContext } from './context';
import type { DemoImages } from './images';
import type { RowSink } from './row-sink';

export interface SeededSubService extends SubServiceSeed {
  id: number;
  iconUrl: string;
}

export interface SeededCategory extends CategorySeed {
  id: number;
  iconUrl: string;
  subServices: SeededSubService[];
}

export interface SeededPlan extends PlanSeed {
  id: number;
}

export interface Catalogue {
  categories: SeededCategory[];
  plans: SeededPlan[];
}

/** Categories with their sub-services and icons, and the subscription plans. */
export async function seedCatalogue(ctx: SeedContext, sink: RowSink, images: DemoImages): Promise<Catalogue> {
  const createdAt = daysFrom(ctx.now, -400);
  const categories: SeededCategory[] = [];
  for (const [c, seed] of categorySeeds.entries()) {
    const category: SeededCategory = {
      ...seed,
      id: sink.id('service_categories'),
      iconUrl: images.categoryIcons[c] ?? '',
      subServices: [],
    };
    await sink.add(
      'service_categories',
      categoryRow({
        service_cat_id: category.id,
        service_category_name: seed.name,
        service_desc: seed.description,
        service_category_url: category.iconUrl,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    for (const [s, sub] of seed.subServices.entries()) {
      const subService: SeededSubService = {
        ...sub,
        id: sink.id('services'),
        iconUrl: images.subServiceIcons[c]?.[s] ?? '',
      };
      category.subServices.push(subService);
      const updatedAt = addDays(createdAt, ctx.faker.number.int({ min: 0, max: 300 }));
      await sink.add(
        'services',
        subServiceRow(
          { service_cat_id: category.id },
          {
            service_id: subService.id,
            service_name: sub.name,
            service_description: sub.description,
            service_price: sub.price,
            service_image_url: subService.iconUrl,
            created_at: createdAt,
            updated_at: updatedAt,
          },
        ),
      );
    }
    categories.push(category);
  }

  const plans: SeededPlan[] = [];
  for (const seed of planSeeds) {
    const plan: SeededPlan = { ...seed, id: sink.id('subscriptions') };
    await sink.add(
      'subscriptions',
      planRow({
        subscription_id: plan.id,
        subscription_name: seed.name,
        subscription_price: seed.price,
        subscription_desc: seed.description,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    plans.push(plan);
  }
  return { categories, plans };
}
