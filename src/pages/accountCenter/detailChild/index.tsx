import { EditChildForm } from '../editChild/EditChildForm';

/** detailChild: the view-only variant of the edit page; only cancel. */
export default function DetailChildPage() {
  return <EditChildForm viewOnly />;
}
