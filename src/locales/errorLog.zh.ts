/** The error log dialog (src/shell/errorLog/ErrorLogButton.tsx), never shown in production. */
export const errorLogZh = { title: '错误日志', type: '类型', url: '页面地址', message: '错误信息', stack: '错误堆栈', time: '时间', empty: '暂无错误日志' };
