import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi, type MeasurementBody } from '../../contract/growth-api.ts';
import { call } from '../../lib/api/call.ts';
import { invalidateAfterMeasurementWrite } from './growth-queries.ts';

/** Add, edit and delete a measurement; each refreshes the list and the child's current height/weight. */
export function useMeasurementMutations(childId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateAfterMeasurementWrite(queryClient, childId);
  const add = useMutation({ mutationFn: (body: MeasurementBody) => call(growthApi.addMeasurement, { params: { id: childId }, body }), onSuccess });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: MeasurementBody }) => call(growthApi.editMeasurement, { params: { id: childId, measurementId: id }, body }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => call(growthApi.deleteMeasurement, { params: { id: childId, measurementId: id } }), onSuccess });
  return { add, edit, remove };
}
