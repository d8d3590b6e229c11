import type { PlantRecord } from '../../../../shared/api/cwxt/plant-api';
import { plantSchema } from '../../../../shared/domain/resources/plant';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { ResourceFormScreen } from '../../../widgets/card-list/resource-form-screen';
import { PlantDetailScreen } from './plant-detail-screen';
import { PLANT_MOBILE_RENDERERS } from './plant-fields';

/** 电厂管理 on the phone: plant cards, a full-screen form, and the detail with the plant's units. */
export default function PlantListPage() {
  return (
    <ResourceCardList<PlantRecord>
      schema={plantSchema}
      cardTitle={(p) => `${p.plantName}（${p.plantCode}）`}
      renderForm={(dialog) =>
        dialog.mode === 'detail' ? (
          <PlantDetailScreen dialog={dialog} />
        ) : (
          <ResourceFormScreen<PlantRecord>
            schema={plantSchema}
            dialog={dialog}
            renderField={PLANT_MOBILE_RENDERERS}
          />
        )
      }
    />
  );
}
