import { useNavigate, useSearch } from '@tanstack/react-router';
import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { AffiliateReportView } from '../../features/affiliates/components/affiliate-report-view.tsx';

export function AdminAffiliatesPage() {
  const range = useSearch({ from: '/admin/affiliates' });
  const navigate = useNavigate();
  return (
    <AdminLayout title="Affiliates">
      <AffiliateReportView
        range={range}
        onRangeChange={(next) => void navigate({ to: '/admin/affiliates', search: next })}
      />
    </AdminLayout>
  );
}
