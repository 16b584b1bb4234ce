import { Spin } from 'antd';

/** What a route shows while its chunk loads. */
export const PageFallback = () => (
  <div className="page-fallback">
    <Spin />
  </div>
);
