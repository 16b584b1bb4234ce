/**
 * Types for one icon imported by its own ES module path (`@ant-design/icons/es/icons/GlobalOutlined`), which the
 * package ships without declarations: each is the same component type as the package's other icons. Lazily
 * loaded public parts import icons this way so the build sees exactly which they use (scripts/signedInChunks.ts).
 */
declare module '@ant-design/icons/es/icons/*' {
  const Icon: typeof import('@ant-design/icons/GlobalOutlined').default;
  export default Icon;
}
