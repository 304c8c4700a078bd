import { useQuery } from 'urql';
import type { BikePanelQuotationFragment } from '../../../generated/graphql';
import { BikePanelBrandsDocument } from '../api/bike-panel.generated';
import { BikeFormModal } from './bike-form-modal';
import { useBikeSave } from './bike-save';

type Props = {
  quotation: BikePanelQuotationFragment;
  onClose: () => void;
};

/** The bike form of the quotation's order with its brands and save: the bike panel's edit and "complete bike info". */
export function OrderBikeInfoModal({ quotation, onClose }: Props) {
  const [{ data }] = useQuery({ query: BikePanelBrandsDocument });
  const { saving, save } = useBikeSave(quotation);
  const { order } = quotation;
  if (!order) return null;
  return (
    <BikeFormModal
      bike={order.bike}
      quotationBrandId={quotation.bike_brand?.id}
      bikeTypeId={quotation.bike_type.id}
      maintenanceAmount={quotation.maintenance_amount}
      locked={order.bike_locked}
      brands={data?.bikeBrands ?? []}
      saving={saving}
      onSave={(input) => save(order.id, input)}
      onClose={onClose}
    />
  );
}
