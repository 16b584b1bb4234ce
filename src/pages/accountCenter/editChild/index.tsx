import { EditChildForm } from './EditChildForm';

/** editChild: type 1 edits, type 2 shows read-only (SPEC.md section 2). */
export default function EditChildPage() {
  return <EditChildForm viewOnly={false} />;
}
