import type { ReactNode } from 'react';
import { Space, Spin } from 'antd';
import { Breadcrumb } from '@refinedev/antd';

interface PageFrameProps {
  title: ReactNode;
  actions?: ReactNode;
  loading?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The frame of every record screen: breadcrumb, the page's one h1, its actions, then the content. Written here
 * instead of Refine's List/Show/Edit/Create wrappers, which bring antd's pro-layout (about 17 KB gzip) to every
 * screen; the buttons inside are still Refine's, with their access control. Plain elements where antd's would
 * only add weight (Typography, Card).
 */
export function PageFrame({ title, actions, loading = false, children, footer }: PageFrameProps) {
  return (
    <section className="page-frame" aria-busy={loading}>
      <Breadcrumb />
      <div className="page-frame-header">
        <h1 className="page-frame-title">{title}</h1>
        {actions && <Space wrap>{actions}</Space>}
      </div>
      <div className="page-frame-body">
        <Spin spinning={loading}>{children}</Spin>
        {footer && <div className="page-frame-footer">{footer}</div>}
      </div>
    </section>
  );
}
