import { useLayoutEffect, useRef } from 'react';
import { Descriptions, type DescriptionsProps } from 'antd';

/**
 * antd's Descriptions as every record detail of the console uses it. antd lays the label and value pairs out
 * in a <table>, which a screen reader announces as a data table whose cells have no headers; it is a layout,
 * read in order ("Name, Canteen card"), so the table is marked as one (role="presentation", with its rows
 * and cells). docs/product.md#accessibility-themes-and-narrow-screens.
 */
export function Details(props: DescriptionsProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const table of box.current?.querySelectorAll('.ant-descriptions-view > table:not([role])') ?? []) table.setAttribute('role', 'presentation');
  });
  return (
    <div ref={box} className="details">
      <Descriptions {...props} />
    </div>
  );
}

Details.Item = Descriptions.Item;
