import { ERROR_LOG_LIMITS, LOG_DELETE_PERMISSION, type ErrorLogRecord } from '@schemas/errorLog';
import { defineResource } from './define';

/**
 * 系统日志: the front-end error logs the consoles of the tenant uploaded (`GET /admin/log/page`, 上传服务器 of the
 * local error log), searched by type and user, shown in full, and deleted one by one (`DELETE /admin/log/{id}`).
 */
export default defineResource<ErrorLogRecord>()({
  api: { list: '/admin/log/page', delete: { url: '/admin/log/:id', method: 'delete' } },
  titleField: 'type',
  columns: [
    { field: 'createTime', type: 'datetime', width: 170 },
    { field: 'type', width: 160, search: { widget: 'input', maxLength: ERROR_LOG_LIMITS.type } },
    { field: 'username', width: 120, search: { widget: 'input', maxLength: 64 } },
    { field: 'message', ellipsis: true },
    { field: 'url', ellipsis: true, width: 220 },
    { field: 'remoteAddr', width: 130 },
  ],
  showFields: [
    { field: 'createTime', type: 'datetime' },
    { field: 'time' },
    { field: 'type' },
    { field: 'username' },
    { field: 'message' },
    { field: 'stack' },
    { field: 'info' },
    { field: 'url' },
    { field: 'remoteAddr' },
    { field: 'userAgent' },
  ],
  actions: [
    { key: 'show', kind: 'show' },
    { key: 'delete', kind: 'delete', confirmKey: 'systemLog.confirmDelete', permission: LOG_DELETE_PERMISSION },
  ],
  messages: { delete: '删除成功' },
  pageSize: 20,
  pageSizeOptions: [10, 20, 50, 100],
  texts: {
    'zh-CN': {
      fields: {
        createTime: '上传时间',
        time: '发生时间',
        type: '类型',
        username: '用户',
        message: '错误信息',
        stack: '错误堆栈',
        info: '错误详情',
        url: '页面地址',
        remoteAddr: '来源地址',
        userAgent: '浏览器',
      },
      confirmDelete: '确定删除这条「{{name}}」日志吗? 删除后不可恢复。',
    },
    en: {
      fields: {
        createTime: 'Uploaded at',
        time: 'Happened at',
        type: 'Type',
        username: 'User',
        message: 'Message',
        stack: 'Stack',
        info: 'Details',
        url: 'Page address',
        remoteAddr: 'From address',
        userAgent: 'Browser',
      },
      confirmDelete: 'Delete this “{{name}}” log? This cannot be undone.',
    },
  },
});
