import type { ResourceSchema } from '../../domain/resources/types';
import type { ListPageUrls } from './types';

/** The list endpoints plus the form's save/load endpoints. */
export interface ResourceUrls extends ListPageUrls {
  add?: string;
  edit?: string;
  queryById?: string;
}

/**
 * JeecgBoot's endpoint names under the schema's base path. Export and import are not assumed:
 * a page that offers them passes their URLs.
 */
export function resourceUrls(
  schema: Pick<ResourceSchema, 'apiBase'>,
  overrides: ResourceUrls = {},
): ResourceUrls {
  const base = schema.apiBase.replace(/\/+$/, '');
  return {
    list: `${base}/list`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    ...overrides,
  };
}
